import { orNotFound } from '../lib/notFound.server.ts';
import type { PageContext } from '../lib/pageContext.server.ts';
import { newsArticleJsonLd } from '../lib/newsArticleJsonLd.ts';
import { shareImagePath } from '../components/news/newsImage.ts';
import { translationAlternates } from '../lib/translationAlternates.ts';

/** /news/{slug}: the article; its body HTML comes sanitized from the API. */
export async function loadNewsArticle(page: PageContext, slug: string) {
  const article = await orNotFound(page.client.getNewsBySlug(slug));
  const path = `/news/${article.pallonecomSlug}`;
  // Link previews need an absolute URL of a real file: the largest stored size, else the default banner.
  const image = page.absolute(shareImagePath(article.image));
  const seo = page.seo({
    title: article.title,
    description: article.description ?? article.title,
    path,
    type: 'article',
    image,
    keywords: article.keywords ?? [],
    moreKeywords: [article.articleSection, page.words.news, 'news'],
    alternates: translationAlternates(article.translations, (slug) => `/news/${slug}`, page.absolute),
    jsonLd: [
      {
        ...newsArticleJsonLd(article, page.absolute(path)),
        ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
        ...(article.keywords?.length ? { keywords: article.keywords.join(', ') } : {}),
        image: [image],
      },
    ],
    trail: [
      [page.t.news, '/news'],
      [article.title, path],
    ],
  });
  return { kind: 'article' as const, article, seo };
}
