import { MAX_PAGE_NUMBER, notFound, orNotFound } from '../lib/notFound.server.ts';
import type { PageContext } from '../lib/pageContext.server.ts';

export const NEWS_PAGE_SIZE = 12;

/** /news and /news/{page}: a page of articles, newest first. */
export async function loadNewsList(page: PageContext, pageNumber: number) {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > MAX_PAGE_NUMBER) notFound();
  const result = await orNotFound(page.client.getNewsPage({ page: pageNumber, pageSize: NEWS_PAGE_SIZE }));
  const total = result.total ?? result.items.length;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (pageNumber > pages) notFound();
  const path = pageNumber === 1 ? '/news' : `/news/${pageNumber}`;
  const seo = page.seo({
    title: pageNumber === 1 ? page.t.news : `${page.t.news} — ${page.t.page} ${pageNumber}`,
    description: page.t.homeDescription,
    path,
    trail: [[page.t.news, '/news']],
    moreKeywords: [page.words.news, 'news'],
  });
  return { kind: 'list' as const, items: result.items, pageNumber, pages, seo };
}
