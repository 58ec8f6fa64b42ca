/** Tests: a site build on disk whose request handler is the given JavaScript (the source of an async function). */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `handlerSource` is `async (request, render) => Response`, as site/server/requestHandler.js returns. */
export async function fakeSiteBuild(handlerSource: string): Promise<string> {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'pallone-site-'));
  await mkdir(path.join(siteDir, 'build/server'), { recursive: true });
  await mkdir(path.join(siteDir, 'server'), { recursive: true });
  await writeFile(path.join(siteDir, 'build/server/index.js'), 'export {};\n');
  await writeFile(
    path.join(siteDir, 'server/requestHandler.js'),
    `export async function createSiteRequestHandler() {\n  return ${handlerSource};\n}\n`,
  );
  return siteDir;
}
