import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PalloneProvider } from '@pallone/widgets';
import type { Route } from './+types/root';
import { ConsentBanner } from './components/consent/ConsentBanner.tsx';
import { ConsentProvider } from './components/consent/ConsentContext.tsx';
import { ConsentScripts } from './components/consent/ConsentScripts.tsx';
import { Header } from './components/header/Header.tsx';
import { HeaderPaintsWhole } from './components/header/HeaderPaintsWhole.tsx';
import { BottomBar } from './components/layout/BottomBar.tsx';
import { Footer } from './components/layout/FooterIsland.tsx';
import { PageHydration } from './components/layout/PageHydration.tsx';
import { ProgressBar } from './components/layout/ProgressBar.tsx';
import { labelsFor } from './i18n/labels.ts';
import { outageStatus } from './lib/apiOutage.server.ts';
import { loadRoot, type RootData } from './lib/root.server.ts';
import { GlobalStyle } from './styles/GlobalStyle.ts';

const loadErrorPage = () =>
  import('./components/layout/RouteErrorPage.tsx').then((module) => ({ default: module.RouteErrorPage }));

/**
 * The error page's code loads when an error shows, not with every page (decision 009). The server build (and
 * tests, which render like it) awaits the module here; in the browser build that branch is dropped.
 */
const RouteErrorPage: ComponentType = import.meta.env.BROWSER_BUNDLE
  ? lazy(loadErrorPage)
  : (await loadErrorPage()).default;

/** A page that fails because the database is down answers 503 with Retry-After, not 500 (issue #12). */
export const middleware: Route.MiddlewareFunction[] = [outageStatus];

/**
 * The root's data (language, consent, the filter menu's lists, labels) changes only with a form: the language
 * switch, the cookie choice, a back-office write. A link leaves it as it is: the page's data request skips the
 * competitions lookup, and the header, footer and their islands get no new values to re-render with.
 */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod !== undefined && defaultShouldRevalidate;

export async function loader({ request }: Route.LoaderArgs) {
  const root = await loadRoot(request);
  // The page language's labels travel with the data, not in the browser's code (useSite, decision 009).
  return data(
    { ...root, t: labelsFor(root.language) },
    { headers: { 'Content-Language': root.language, Vary: 'Accept-Language, Cookie' } },
  );
}

const isBackoffice = (pathname: string) => pathname.startsWith('/backoffice');

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  // Outside an error boundary React Router reads `null` here, after every client navigation: only a value is an error.
  const failed = useRouteError() != null;
  const { pathname } = useLocation();
  // The public header is drawn in one piece (HeaderPaintsWhole); a page without it must not wait for it.
  const hasHeader = root !== undefined && !isBackoffice(pathname);
  return (
    <html lang={root?.language ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d2b1c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {hasHeader ? <HeaderPaintsWhole /> : null}
      </head>
      <body>
        <GlobalStyle />
        <ProgressBar failed={failed} />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ root, children }: { root: RootData; children: ReactNode }) {
  // The back-office has its own full-window layout: no public header, footer or bottom bar around it.
  const backoffice = isBackoffice(useLocation().pathname);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <PalloneProvider language={root.language} apiBase="" credentials={root.credentials}>
        <ConsentProvider initial={root.consent} sources={root.consentSources}>
          <a className="skip-link" href="#main">
            {root.language === 'it' ? 'Vai al contenuto' : 'Skip to content'}
          </a>
          {backoffice ? null : <ConsentBanner />}
          {backoffice ? null : <Header navGroups={root.navGroups} />}
          <PageHydration>{children}</PageHydration>
          {backoffice ? null : <Footer />}
          {backoffice ? null : <BottomBar />}
          {backoffice ? null : <ConsentScripts />}
        </ConsentProvider>
      </PalloneProvider>
    </QueryClientProvider>
  );
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  return (
    <Shell root={root}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const page = <RouteErrorPage />;
  return root ? <Shell root={root}>{page}</Shell> : page;
}
