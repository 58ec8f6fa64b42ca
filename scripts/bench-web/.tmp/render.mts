import { measureRender } from '../renderLatency.ts';
const headers = { authorization: 'Basic ' + Buffer.from('pallone:pallone').toString('base64'), 'accept-language': 'it' };
for (const p of process.argv.slice(3)) console.log(p, JSON.stringify(await measureRender(process.argv[2] + p, { connections: Number(process.env.C ?? 1), seconds: 5, headers })));
