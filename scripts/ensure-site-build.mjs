// `prestart`: builds what `npm start` serves besides the API — the site (site/build) and the widgets' embed script
// (packages/widgets/dist/embed) — when either is missing, so `npm install && npm start` serves both. First it
// refuses a Node older than 24 with a clear message (the server's TypeScript sources need Node 24's type stripping).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Pallone needs Node 24 or newer; this is Node ${process.versions.node}. In a development checkout, \`npm install\` ` +
      'brings Node 24 (the `node` dev dependency) for every npm script; a production install ' +
      "(`npm ci --omit=dev`) runs on the machine's own Node, which must be 24: see docs/deployment.md.",
  );
  process.exit(1);
}
const needed = ['../site/build/server/index.js', '../packages/widgets/dist/embed/pallone-widgets.js'].map(
  (file) => fileURLToPath(new URL(file, import.meta.url)),
);
if (needed.every((file) => existsSync(file))) process.exit(0);
console.log('The site or the embed script is not built yet: running npm run build (first start only)…');
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
if (result.status !== 0)
  console.warn('The build failed: the API starts anyway; site pages answer 503 and the embed script 404.');
