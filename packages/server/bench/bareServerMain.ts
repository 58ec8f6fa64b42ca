/** Child process of bareServer.ts: serves the JSON file given as argument on a free port, prints its URL. */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const payload = await readFile(process.argv[2]!, 'utf8');
const app = Fastify({ logger: false });
app.get('/', async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
