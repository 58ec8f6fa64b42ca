import { useMemo, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { createApiClient, type ApiClient, type Language } from '@pallone/core';
import { PalloneContext } from './PalloneContext.ts';
import { defaultLinkBuilder, type LinkBuilder } from '../links/LinkBuilder.ts';

export interface PalloneProviderProps {
  children: ReactNode;
  language?: Language;
  /** An existing client (the site's); otherwise one is made from `apiBase` and `credentials`. */
  client?: ApiClient;
  /** The API origin, e.g. `https://pallone.example`; "" = this page's origin. */
  apiBase?: string;
  credentials?: { user: string; password: string };
  /** Where a click goes; defaults to Pallone's own site paths under `siteBase`. */
  links?: LinkBuilder;
  siteBase?: string;
  /** `visitor` shows times in the browser's zone; default Europe/Rome. */
  timeZone?: 'Europe/Rome' | 'visitor' | (string & {});
  /** A QueryClient of the host; inside a host's QueryClientProvider that one is used. */
  queryClient?: QueryClient;
  /** Live widgets follow the push stream (one per page) and poll only while it is down; false: poll only. */
  liveStream?: boolean;
}

function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/**
 * Gives widgets their API client, language and links. Works inside the site (reusing its QueryClient and
 * server-prefetched data) and alone (its own QueryClient), e.g. in the embed script.
 */
export function PalloneProvider(props: PalloneProviderProps) {
  const {
    children,
    language = 'it',
    apiBase = '',
    credentials,
    siteBase = '',
    timeZone = 'Europe/Rome',
    liveStream = true,
  } = props;
  const hostQueryClient = useContext(QueryClientContext);
  const [ownQueryClient] = useState(() => props.queryClient ?? (hostQueryClient ? null : newQueryClient()));
  const value = useMemo(() => {
    const clients = new Map<Language, ApiClient>();
    const clientFor = (lang: Language): ApiClient => {
      if (props.client && props.client.language === lang) return props.client;
      let made = clients.get(lang);
      if (!made) {
        made = createApiClient({
          baseUrl: apiBase,
          language: lang,
          ...(credentials ? { basicAuth: credentials } : {}),
        });
        clients.set(lang, made);
      }
      return made;
    };
    return {
      client: props.client ?? clientFor(language),
      clientFor,
      language,
      links: props.links ?? defaultLinkBuilder(siteBase),
      timeZone: timeZone === 'visitor' ? Intl.DateTimeFormat().resolvedOptions().timeZone : timeZone,
      imageBase: apiBase.replace(/\/+$/, ''),
      live: liveStream ? { baseUrl: apiBase, basicAuth: credentials } : null,
    };
    // credentials compared by value so a host passing a new object each render keeps its client
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    props.client,
    apiBase,
    language,
    credentials?.user,
    credentials?.password,
    props.links,
    siteBase,
    timeZone,
    liveStream,
  ]);
  const content = <PalloneContext.Provider value={value}>{children}</PalloneContext.Provider>;
  return ownQueryClient ? (
    <QueryClientProvider client={ownQueryClient}>{content}</QueryClientProvider>
  ) : (
    content
  );
}
