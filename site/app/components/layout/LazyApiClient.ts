import type { ApiClient, ApiClientOptions } from '@pallone/core';

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * The browser build's stand-in for core's `createApiClient` as the widgets' PalloneProvider imports it (decision
 * 041): site/vite.config.ts resolves that import here, so the client's code (every endpoint's method, the HTTP
 * transport) loads on the first call instead of with every page. Each method returns a promise already; here it
 * waits for the code, then calls the real client's method. `language` is answered at once, as core's does.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  // A failed load (the network or the server away) is not kept: the next call tries again.
  const loaded = () =>
    (client ??= import('./apiClientCode.ts').then(
      (code) => code.createApiClient(options),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      if (name === 'language')
        return typeof options.language === 'function' ? options.language() : options.language;
      // Not a thenable, and nothing else than the client's methods.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        loaded().then((real) => (real[name as keyof ApiClient] as Method)(...args));
    },
  });
}
