import { dehydrate } from '@tanstack/react-query';
import { serverApi, type ServerApi } from './api.server.ts';
import type { Seo } from './seo.ts';
import { breadcrumbs, pageKeywords, SEO_WORDS, type Keyword, type SeoWords } from './seoKeywords.server.ts';
import { siteHost } from './siteHost.ts';
import { labelsFor, type Labels } from '../i18n/labels.ts';

/**
 * A page's metadata as its loader writes it: host, language and the canonical URL are the context's; the final
 * keywords are computed from its own, the words it adds and its title.
 */
export interface PageSeo extends Omit<Seo, 'host' | 'url' | 'language' | 'keywords'> {
  /** The page's canonical path. */
  path: string;
  /** The breadcrumb trail after Pallone's home, as [name, path] steps: a BreadcrumbList after `jsonLd`. */
  trail?: readonly (readonly [string, string])[];
  /** The page's own keywords (an article's): first in the final list. */
  keywords?: readonly string[];
  /** The words the page adds from its data (`page.words` among them), after its own `keywords`. */
  moreKeywords?: readonly Keyword[];
}

export interface PageContext extends ServerApi {
  t: Labels;
  /** The search words in the page's language, for `moreKeywords`. */
  words: SeoWords;
  host: string;
  origin: string;
  /** The absolute URL of a site path (canonical URLs, JSON-LD). */
  absolute: (path: string) => string;
  /** The prefetched queries, for the loader's `dehydrated` field. */
  dehydrated: () => ReturnType<typeof dehydrate>;
  /** The page's SEO metadata (SPEC §3) from its own fields, with its final keywords (`pageKeywords`). */
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
    words: SEO_WORDS[api.language],
    host,
    origin,
    absolute,
    dehydrated: () => dehydrate(api.queryClient),
    seo: ({ path, trail, jsonLd, moreKeywords, ...fields }) => {
      const steps = trail?.map(([name, step]) => [name, absolute(step)] as const);
      const linked = [
        ...(jsonLd ?? []),
        ...(steps ? [breadcrumbs([['Pallone', absolute('/')], ...steps])] : []),
      ];
      const seo: Seo = {
        ...fields,
        host,
        url: absolute(path),
        language: api.language,
        ...(linked.length > 0 ? { jsonLd: linked } : {}),
      };
      return { ...seo, keywords: pageKeywords(seo, moreKeywords) };
    },
  };
}
