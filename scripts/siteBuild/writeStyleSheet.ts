/**
 * The site build's last step (decision 075): loads the server build as the server does (site/server/loadServerBuild.js),
 * which registers every named style template's rules, and writes them as the stylesheet the pages link,
 * site/build/client/assets/styles-<hash>.css. It fails when a browser script names a template the stylesheet lacks
 * (a template only the browser's build has): that template would render unstyled.
 *
 * Usage (site/package.json's build): node ../scripts/siteBuild/writeStyleSheet.ts
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inStyleSheet, sheetFile } from '../../packages/widgets/src/styled/builtStyleSheet.ts';
import { loadServerBuild } from '../../site/server/loadServerBuild.js';

const siteBuild = fileURLToPath(new URL('../../site/build/', import.meta.url));
const clientAssets = path.join(siteBuild, 'client/assets');

/** The template names the browser's scripts carry in place of their CSS. */
async function namesInBrowserScripts(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of await readdir(clientAssets)) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(path.join(clientAssets, file), 'utf8');
    for (const match of code.matchAll(/\/\*@(n[0-9a-z]+)\*\//g)) names.add(match[1] ?? '');
  }
  return names;
}

async function main(): Promise<void> {
  if (process.env.SITE_STYLES === 'styled-components') return;
  await loadServerBuild(path.join(siteBuild, 'server/index.js'));
  const sheet = sheetFile();
  if (!sheet)
    throw new Error(
      'The server build registered no named style template: is the site built with its Vite config?',
    );
  const missing = [...(await namesInBrowserScripts())].filter((name) => !inStyleSheet(name));
  if (missing.length > 0)
    throw new Error(
      `Templates in the browser's scripts but not in the server build's stylesheet: ${missing.join(', ')}`,
    );
  await writeFile(path.join(clientAssets, sheet.file), sheet.css);
  console.log(`site/build/client/assets/${sheet.file}: ${sheet.css.length} bytes of CSS`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
