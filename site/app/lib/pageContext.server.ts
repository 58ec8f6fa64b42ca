import { dehydrate } from '@tanstack/react-query';
import { serverApi, type ServerApi } from './api.server.ts';
import { siteHost } from './siteHost.ts';
import { labelsFor, type Labels } from '../i18n/labels.ts';

export interface PageContext extends ServerApi {
  t: Labels;
  host: string;
  origin: string;
  /** The absolute URL of a site path (canonical URLs, JSON-LD). */
  absolute: (path: string) => string;
  /** The prefetched queries, for the loader's `dehydrated` field. */
  dehydrated: () => ReturnType<typeof dehydrate>;
}

/** Everything a page loader needs: the API in the visitor's language, labels, host and canonical origin. */
export function pageContext(request: Request): PageContext {
  const api = serverApi(request);
  const origin = process.env.PALLONE_SITE_ORIGIN ?? new URL(request.url).origin;
  return {
    ...api,
    t: labelsFor(api.language),
    host: siteHost(request),
    origin,
    absolute: (path) => new URL(path, origin).toString(),
    dehydrated: () => dehydrate(api.queryClient),
  };
}
