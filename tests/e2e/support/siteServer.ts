/**
 * The real server with the built site, for a whole test file: `useSiteServer()` at the top of the file checks the
 * site build, starts the API (`startApiServer` options), then Chromium, before the file and stops them after it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { useForFile } from './fileScoped.ts';
import { startApiServer, type ApiServer, type StartApiServerOptions } from './startApiServer.ts';

const siteBuild = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../site/build/server/index.js',
);

/** Throws unless `npm run build` has built the site the server serves. */
export function assertSiteBuilt(): void {
  if (!existsSync(siteBuild)) throw new Error(`${siteBuild} is missing: run \`npm run build\` first`);
}

export interface SiteServer {
  /** The running API (set once the file's beforeAll has run). */
  readonly api: ApiServer;
  /** Chromium, launched beside the API. */
  readonly browser: Browser;
}

export function useSiteServer(options: StartApiServerOptions = {}): SiteServer {
  const api = useForFile(
    () => {
      assertSiteBuilt();
      return startApiServer(options);
    },
    (server) => server.stop(),
  );
  const browser = useForFile(launchChromium, (chromium) => chromium.close());
  return {
    get api() {
      return api();
    },
    get browser() {
      return browser();
    },
  };
}
