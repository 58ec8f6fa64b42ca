import { useLoaderData } from 'react-router';
import type { Route } from './+types/news.$param';
import { Card, Container } from '../components/layout/Page.tsx';
import { Article } from '../components/news/Article.tsx';
import { NewsList } from '../components/news/NewsList.tsx';
import { NewsSectionTabs } from '../components/news/NewsSectionTabs.tsx';
import { Pager } from '../components/news/Pager.tsx';
import { loadNewsArticle } from './news.$param.server.ts';
import { loadNewsList } from './news.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

/** SPEC §2: /news/{page} (a number) lists a page; /news/{slug} is an article. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageContext(request);
  return /^\d+$/.test(params.param)
    ? loadNewsList(page, Number(params.param))
    : loadNewsArticle(page, params.param);
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function NewsParamPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useSite();
  return (
    <Container>
      {data.kind === 'article' ? (
        <>
          <NewsSectionTabs active="news" />
          <Card>
            <Article article={data.article} />
          </Card>
        </>
      ) : (
        <>
          <h1>
            {t.news} — {t.page} {data.pageNumber}
          </h1>
          <NewsSectionTabs active="news" />
          <Card>
            <NewsList items={data.items} />
            <Pager base="/news" page={data.pageNumber} pages={data.pages} />
          </Card>
        </>
      )}
    </Container>
  );
}
