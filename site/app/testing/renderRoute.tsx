/**
 * Test-only: renders one route module at a URL with its real loader under a root route running the real root
 * loader (so `useSite` gets the visitor's language), the way the site serves it: inside the providers the
 * widgets need and `PageHydration`, so widgets show what the loader prefetched.
 */
import { useState, type ComponentType } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { createRoutesStub, Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PalloneProvider } from '@pallone/widgets';
import { ConsentProvider } from '../components/consent/ConsentContext.tsx';
import { PageHydration } from '../components/layout/PageHydration.tsx';
import { loadRoot, type RootData } from '../lib/root.server.ts';

afterEach(cleanup);
// Real loaders call the real API (root and page loaders, a few reads each): on a busy machine a page can take
// seconds to appear, more than Testing Library's 1 s and Vitest's 5 s defaults allow.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

export interface RouteModule {
  default: ComponentType;
  loader: (args: never) => Promise<unknown>;
}

/**
 * The root's providers without header and footer. The widgets' own API is an address nothing listens on, so a
 * page shows only what its loader prefetched, as in the server render.
 */
function Shell() {
  const root = useLoaderData() as RootData;
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <PalloneProvider language={root.language} apiBase="http://127.0.0.1:9" credentials={root.credentials}>
        <ConsentProvider initial={root.consent} sources={root.consentSources}>
          <PageHydration>
            <Outlet />
          </PageHydration>
        </ConsentProvider>
      </PalloneProvider>
    </QueryClientProvider>
  );
}

/** Mounts `module` at `pattern`, calls its loader with the request's URL and `headers`, and opens `url`. */
export function renderRoute(
  module: RouteModule,
  pattern: string,
  url: string,
  headers: Record<string, string> = {},
) {
  const loader = module.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
  const withHeaders = (request: Request) => new Request(request.url, { headers });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Shell,
      loader: ({ request }) => loadRoot(withHeaders(request)),
      children: [
        {
          path: pattern,
          Component: module.default,
          loader: ({ request, params, context }) =>
            loader({ request: withHeaders(request), params, context } as LoaderFunctionArgs),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

/** Runs a loader directly, for what the page puts in its head (SEO) and for statuses. */
export async function runLoader<T>(
  loader: (args: never) => Promise<T>,
  url: string,
  params: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<T> {
  const run = loader as (args: LoaderFunctionArgs) => Promise<T>;
  return run({
    request: new Request(`http://localhost${url}`, { headers }),
    params,
    context: {},
  } as LoaderFunctionArgs);
}
