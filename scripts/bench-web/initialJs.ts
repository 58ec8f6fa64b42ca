/** Sizes of the JavaScript a page loaded: each script as built in site/build/client, raw and gzipped. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ScriptSize {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The built files behind the script URLs a page requested on `origin` (other origins are ignored: the site
 * loads none). gzip at level 6, what a server or CDN compressing on the fly would send.
 */
export async function builtScriptSizes(
  clientDir: string,
  origin: string,
  scriptUrls: string[],
): Promise<ScriptSize[]> {
  const paths = scriptUrls.map((url) => new URL(url)).filter((url) => url.origin === origin);
  return Promise.all(
    [...new Set(paths.map((url) => url.pathname))].map(async (urlPath) => {
      const content = await readFile(path.join(clientDir, decodeURIComponent(urlPath))).catch(
        (error: unknown) => {
          throw new Error(
            `${urlPath} is not in site/build/client: was the site rebuilt during the benchmark?`,
            {
              cause: error,
            },
          );
        },
      );
      return { path: urlPath, bytes: content.length, gzipBytes: gzipSync(content, { level: 6 }).length };
    }),
  );
}
