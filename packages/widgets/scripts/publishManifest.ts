/**
 * `npm pack`/`npm publish` hooks: the `development` export condition points at `src`, which is not published
 * (Vite and webpack turn that condition on in dev mode, so a consumer would resolve a missing file). `strip`
 * (prepack) saves package.json and removes the condition; `restore` (postpack) puts the original back.
 *
 *   tsx scripts/publishManifest.ts strip | restore
 */
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = path.join(packageDir, 'package.json');
const backup = path.join(packageDir, '.package.json.prepack');

type Exports = Record<string, string | Record<string, unknown>>;

async function strip(): Promise<void> {
  await copyFile(manifest, backup);
  const pkg = JSON.parse(await readFile(manifest, 'utf8')) as { exports: Exports; devDependencies?: unknown };
  for (const target of Object.values(pkg.exports)) {
    if (typeof target === 'object') delete target.development;
  }
  delete pkg.devDependencies;
  await writeFile(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
}

async function restore(): Promise<void> {
  await copyFile(backup, manifest);
  await rm(backup);
}

const command = process.argv[2];
if (command === 'strip') await strip();
else if (command === 'restore') await restore();
else throw new Error(`usage: publishManifest.ts strip | restore (got ${command ?? 'nothing'})`);
