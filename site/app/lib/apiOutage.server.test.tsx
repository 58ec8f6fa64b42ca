/**
 * A site page while the database is down (issue #12): the API answers every call 503 with Retry-After (its
 * answer during an outage, proved on PostgreSQL by the server's pg project). The page is rendered on the server
 * as in production — the real root route (middleware, loader, error boundary) and the real news page loader —
 * and must be the calm error page with status 503 and Retry-After, never a 500 or a stack.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import App, { ErrorBoundary, loader, middleware } from '../root.tsx';
import * as newsPage from '../routes/news.tsx';

const OUTAGE_BODY = JSON.stringify({
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The database is unavailable, retry shortly',
});

let api: Server;
let apiBase: string;

beforeAll(async () => {
  api = createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json',
      'retry-after': '5',
      'cache-control': 'no-store',
    });
    response.end(OUTAGE_BODY);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

beforeEach(() => {
  vi.stubEnv('PALLONE_API_BASE', apiBase);
  // The failed read is logged on the server (the error page itself never shows it).
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/**
 * Renders `url` through the static handler with the root's middleware, as the site server does (without the
 * document `Layout`, whose <Meta>/<Scripts> need the framework's build context).
 */
async function serverRender(url: string, headers: Record<string, string>): Promise<Response> {
  const routes = [
    {
      id: 'root',
      path: '/',
      middleware: middleware as never,
      loader: loader as never,
      Component: App,
      ErrorBoundary,
      children: [{ id: 'news', path: 'news', loader: newsPage.loader as never, Component: newsPage.default }],
    },
  ];
  const handler = createStaticHandler(routes);
  const request = new Request(`http://localhost${url}`, { headers });
  return (await handler.query(request, {
    generateMiddlewareResponse: async (query) => {
      const context = await query(request);
      if (context instanceof Response) return context;
      const html = renderToString(
        <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />,
      );
      return new Response(`<!DOCTYPE html>${html}`, {
        status: context.statusCode,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    },
  })) as Response;
}

describe('a page while the database is down', () => {
  it('is the error page with status 503 and Retry-After, in the visitor language', async () => {
    const response = await serverRender('/news', { cookie: 'lang=it' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Qualcosa è andato storto');
    expect(html).toContain('Non siamo riusciti a caricare la pagina. Riprova tra poco.');
    expect(html).not.toContain('The database is unavailable');
    expect(html).not.toMatch(/\bat .*\.[jt]sx?:\d+/); // no stack frame
  });

  it('reads the same in English', async () => {
    const response = await serverRender('/news', { cookie: 'lang=en' });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('We could not load the page. Please try again shortly.');
  });
});
