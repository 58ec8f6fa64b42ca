/**
 * Sitemaps (sitemaps.org protocol 0.9): an index of child sitemaps, each with at most 50,000 URLs, built as one
 * string joined from parts (the largest child holds some ten thousand URLs).
 */
import { escapeXml } from './escapeXml.ts';

export const MAX_SITEMAP_URLS = 50_000;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The child sitemap files of a kind with `total` pages: `matches-1.xml`, `matches-2.xml` … */
export function childSitemapNames(kind: string, total: number, chunkSize = MAX_SITEMAP_URLS): string[] {
  const chunks = Math.ceil(total / chunkSize);
  return Array.from({ length: chunks }, (_, index) => `${kind}-${index + 1}.xml`);
}

/** `matches-2.xml` → `{ kind: 'matches', index: 1 }` (0-based), or null. */
export function parseChildSitemapName(name: string): { kind: string; index: number } | null {
  const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(name);
  return match ? { kind: match[1]!, index: Number(match[2]) - 1 } : null;
}

export function buildSitemapIndex(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${NS}">`,
    ...urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}

export function buildUrlSet(entries: readonly { loc: string; lastmod: Date | null }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${NS}">`,
    ...entries.map(
      (entry) =>
        `<url><loc>${escapeXml(entry.loc)}</loc>` +
        (entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '') +
        '</url>',
    ),
    '</urlset>',
  ].join('\n');
}
