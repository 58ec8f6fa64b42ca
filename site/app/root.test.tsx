import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import App, { loader } from './root.tsx';

/** The root route rendered on the server as in production: its real loader, then the static router. */
async function serverRender(cookie?: string): Promise<string> {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: loader as never,
      Component: App,
      children: [{ index: true, Component: () => <h1>Page</h1> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const request = new Request('http://localhost/', { headers: cookie ? { cookie } : {} });
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />,
  );
}

beforeEach(() => {
  // No API behind the loader here: the filter menu's lists are left empty (and the failure is logged).
  vi.stubEnv('PALLONE_API_BASE', 'http://127.0.0.1:9');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('root server render and the cookie banner', () => {
  it('includes the banner for a first visit', async () => {
    const html = await serverRender('lang=it');
    expect(html).toContain('role="dialog"');
    expect(html).toContain('Preferenze cookie');
    expect(html).toContain('Accetta');
  });

  it('leaves the banner out when the cookie records a choice', async () => {
    for (const choice of ['granted', 'denied']) {
      const html = await serverRender(`lang=it; pallone_consent=${choice}`);
      expect(html).toContain('<h1>Page</h1>');
      expect(html).not.toContain('role="dialog"');
    }
  });

  it('never renders a consent-gated script on the server, even after consent', async () => {
    vi.stubEnv('PALLONE_ANALYTICS_SRC', 'https://stats.example.org/a.js');
    const html = await serverRender('pallone_consent=granted');
    expect(html).toContain('Cookie settings');
    expect(html).not.toMatch(/<script[^>]*stats\.example\.org/);
  });
});
