import { orNotFound } from '../lib/notFound.server.ts';
import type { PageContext } from '../lib/pageContext.server.ts';
import { breadcrumbs, type Seo } from '../lib/seo.ts';
import { shareImagePath } from '../components/news/newsImage.ts';

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
