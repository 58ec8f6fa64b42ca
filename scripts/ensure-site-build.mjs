// `prestart`: builds what `npm start` serves besides the API — the site (site/build) and the widgets' embed script
// (packages/widgets/dist/embed) — when either is missing, so `npm install && npm start` serves both.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const needed = ['../site/build/server/index.js', '../packages/widgets/dist/embed/pallone-widgets.js'].map(
  (file) => fileURLToPath(new URL(file, import.meta.url)),
);
if (needed.every((file) => existsSync(file))) process.exit(0);
console.log('The site or the embed script is not built yet: running npm run build (first start only)…');
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
if (result.status !== 0)
  console.warn('The build failed: the API starts anyway; site pages answer 503 and the embed script 404.');
