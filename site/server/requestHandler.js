// The site's Fetch-API request handler, built here so that `react-router` resolves to the site's own copy (the
// one its server build imports). The API server (packages/server/src/site) imports this file by path.
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { loadServerBuild } from './loadServerBuild.js';

/**
 * @param {string} serverBuildPath absolute path of build/server/index.js
 * @param {string} [mode] "production" unless told otherwise
 * @returns {Promise<(request: Request, render?: { nonce?: string }) => Promise<Response>>}
 */
export async function createSiteRequestHandler(serverBuildPath, mode = 'production') {
  const build = await loadServerBuild(serverBuildPath);
  const handle = createRequestHandler(build, mode);
  // entry.server exports the context its render reads the CSP nonce from (decision 015).
  const nonceContext = build.entry.module.cspNonceContext;
  return (request, render = {}) => {
    if (!render.nonce || !nonceContext) return handle(request);
    return handle(request, new RouterContextProvider(new Map([[nonceContext, render.nonce]])));
  };
}
