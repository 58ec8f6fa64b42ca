import { useMatches } from 'react-router';
import type { SeoAlternate } from '../../lib/seo.ts';

/**
 * The path of this page's version in each language, when the page has linked translations (an article's
 * hreflang alternates, decision 049): the language switch comes back there instead of to this path.
 */
export function useTranslationPaths(): Partial<Record<SeoAlternate['language'], string>> {
  const matches = useMatches();
  const page = matches[matches.length - 1]?.loaderData as
    { seo?: { alternates?: readonly SeoAlternate[] } } | undefined;
  const paths: Partial<Record<SeoAlternate['language'], string>> = {};
  for (const { language, url } of page?.seo?.alternates ?? []) paths[language] = new URL(url).pathname;
  return paths;
}
