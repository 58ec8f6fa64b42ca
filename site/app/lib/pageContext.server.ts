import { dehydrate } from '@tanstack/react-query';
import { serverApi, type ServerApi } from './api.server.ts';
import { breadcrumbs, type Seo } from './seo.ts';
import { siteHost } from './siteHost.ts';
import { labelsFor, type Labels } from '../i18n/labels.ts';

/** A page's metadata as its loader writes it: host, language and the canonical URL are the context's. */
export interface PageSeo extends Omit<Seo, 'host' | 'url' | 'language'> {
  /** The page's canonical path. */
  path: string;
  /** The breadcrumb trail after Pallone's home, as [name, path] steps: a BreadcrumbList after `jsonLd`. */
  trail?: readonly (readonly [string, string])[];
}

export interface PageContext extends ServerApi {
  t: Labels;
  host: string;
  origin: string;
  /** The absolute URL of a site path (canonical URLs, JSON-LD). */
  absolute: (path: string) => string;
  /** The prefetched queries, for the loader's `dehydrated` field. */
  dehydrated: () => ReturnType<typeof dehydrate>;
  /** The page's SEO metadata (SPEC §3) from its own fields. */
  seo: (page: PageSeo) => Seo;
}

/** Everything a page loader needs: the API in the visitor's language, labels, host and canonical origin. */
export function pageContext(request: Request): PageContext {
  const api = serverApi(request);
  const origin = process.env.PALLONE_SITE_ORIGIN ?? new URL(request.url).origin;
  const host = siteHost(request);
  const absolute = (path: string) => new URL(path, origin).toString();
  return {
    ...api,
    t: labelsFor(api.language),
    host,
    origin,
    absolute,
    dehydrated: () => dehydrate(api.queryClient),
    seo: ({ path, trail, jsonLd, ...fields }) => {
      const steps = trail?.map(([name, step]) => [name, absolute(step)] as const);
      const linked = [
        ...(jsonLd ?? []),
        ...(steps ? [breadcrumbs([['Pallone', absolute('/')], ...steps])] : []),
      ];
      return {
        ...fields,
        host,
        url: absolute(path),
        language: api.language,
        ...(linked.length > 0 ? { jsonLd: linked } : {}),
      };
    },
  };
}
