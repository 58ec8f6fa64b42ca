// `prestart`: builds the site (site/build) when it is missing, so `npm install && npm start` serves it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverBuild = fileURLToPath(new URL('../site/build/server/index.js', import.meta.url));
if (existsSync(serverBuild)) process.exit(0);
console.log('site/build is missing: building the site (npm run build -w @pallone/site)…');
const result = spawnSync('npm', ['run', 'build', '-w', '@pallone/site'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (result.status !== 0)
  console.warn('The site build failed: the API starts anyway and site pages answer 503.');
