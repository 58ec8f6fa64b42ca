// Loads the site's server build and then every chunk of it, in name order, before the first request. The style
// templates register their rules for the site's stylesheet as their modules load (decision 075): loading them all,
// always in this order, gives the server and the build step (scripts/siteBuild/writeStyleSheet.ts) the same rules
// in the same order, so the stylesheet matches the pages' <style> and its name.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @param {string} serverBuildPath absolute path of build/server/index.js
 * @returns {Promise<any>} the server build's module
 */
export async function loadServerBuild(serverBuildPath) {
  const build = await import(pathToFileURL(serverBuildPath).href);
  const assets = path.join(path.dirname(serverBuildPath), 'assets');
  const chunks = (await readdir(assets).catch(() => [])).filter((file) => file.endsWith('.js')).sort();
  for (const chunk of chunks) await import(pathToFileURL(path.join(assets, chunk)).href);
  return build;
}
