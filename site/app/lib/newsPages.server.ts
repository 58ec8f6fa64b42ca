import { shareImagePath } from '../components/news/newsImage.ts';
import { MAX_PAGE_NUMBER, notFound, orNotFound } from './notFound.server.ts';
import type { PageContext } from './pageContext.server.ts';
import { breadcrumbs, type Seo } from './seo.ts';

export const NEWS_PAGE_SIZE = 12;

/** /news and /news/{page}: a page of articles, newest first. */
export async function loadNewsList(page: PageContext, pageNumber: number) {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > MAX_PAGE_NUMBER) notFound();
  const result = await orNotFound(page.client.getNewsPage({ page: pageNumber, pageSize: NEWS_PAGE_SIZE }));
  const total = result.total ?? result.items.length;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (pageNumber > pages) notFound();
  const path = pageNumber === 1 ? '/news' : `/news/${pageNumber}`;
  const seo: Seo = {
    title: pageNumber === 1 ? page.t.news : `${page.t.news} — ${page.t.page} ${pageNumber}`,
    description: page.t.homeDescription,
    host: page.host,
    url: page.absolute(path),
    language: page.language,
    jsonLd: [
      breadcrumbs([
        ['Pallone', page.absolute('/')],
        [page.t.news, page.absolute('/news')],
      ]),
    ],
  };
  return { kind: 'list' as const, items: result.items, pageNumber, pages, seo };
}

/** /news/{slug}: the article; its body HTML comes sanitized from the API. */
export async function loadNewsArticle(page: PageContext, slug: string) {
  const article = await orNotFound(page.client.getNewsBySlug(slug));
  const path = `/news/${article.pallonecomSlug}`;
  // Link previews need an absolute URL of a real file: the largest stored size, else the default banner.
  const image = page.absolute(shareImagePath(article.image));
  const seo: Seo = {
    title: article.title,
    description: article.description ?? article.title,
    host: page.host,
    url: page.absolute(path),
    language: page.language,
    type: 'article',
    image,
    keywords: article.keywords ?? [],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description: article.description ?? undefined,
        datePublished: article.publishedAt,
        ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
        ...(article.articleSection ? { articleSection: article.articleSection } : {}),
        ...(article.keywords?.length ? { keywords: article.keywords.join(', ') } : {}),
        image: [image],
        ...(article.author ? { author: { '@type': 'Person', name: article.author.name } } : {}),
        publisher: { '@type': 'Organization', name: 'Pallone' },
        mainEntityOfPage: page.absolute(path),
      },
      breadcrumbs([
        ['Pallone', page.absolute('/')],
        [page.t.news, page.absolute('/news')],
        [article.title, page.absolute(path)],
      ]),
    ],
  };
  return { kind: 'article' as const, article, seo };
}
