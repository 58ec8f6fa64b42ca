import { useLoaderData } from 'react-router';
import { PAGE_SIZES } from '@pallone/core';
import type { Route } from './+types/autori.$slug';
import { Card, Container } from '../components/layout/Page.tsx';
import { NewsList } from '../components/news/NewsList.tsx';
import { orNotFound } from '../lib/notFound.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

/** /autori/{slug} (the API's author link): the author and their latest news (SPEC §9: 6). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageContext(request);
  const author = await orNotFound(page.client.getAuthorBySlug(params.slug));
  const news = await page.client
    .getAuthorNews(author.id, { currentPage: 1, pageSize: PAGE_SIZES.authorNews })
    .then((answer) => answer.items)
    .catch(() => []);
  const path = `/autori/${author.pallonecomSlug}`;
  return {
    author,
    news,
    seo: page.seo({
      title: author.name,
      description: author.bio ?? author.name,
      path,
      type: 'profile',
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'Person', name: author.name, url: page.absolute(path) },
      ],
      trail: [[author.name, path]],
      moreKeywords: [author.name, page.words.news],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function AuthorPage() {
  const { author, news } = useLoaderData<typeof loader>();
  const { t } = useSite();
  return (
    <Container>
      <h1>{author.name}</h1>
      {author.bio && <p>{author.bio}</p>}
      {news.length > 0 && (
        <Card>
          <h2>{t.latestNews}</h2>
          <NewsList items={news} />
        </Card>
      )}
    </Container>
  );
}
