import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const r = await lighthouse('http://127.0.0.1:3177' + process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Authorization: 'Basic ' + Buffer.from('pallone:pallone').toString('base64') } });
writeFileSync(process.argv[3], JSON.stringify(r!.lhr));
chrome.kill();
