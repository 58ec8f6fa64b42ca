import { useLoaderData } from 'react-router';
import type { Route } from './+types/news';
import { Card, Container } from '../components/layout/Page.tsx';
import { NewsList } from '../components/news/NewsList.tsx';
import { NewsSectionTabs } from '../components/news/NewsSectionTabs.tsx';
import { Pager } from '../components/news/Pager.tsx';
import { loadNewsList } from './news.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

export async function loader({ request }: Route.LoaderArgs) {
  return loadNewsList(pageContext(request), 1);
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function NewsPage() {
  const { items, pageNumber, pages } = useLoaderData<typeof loader>();
  const { t } = useSite();
  return (
    <Container>
      <h1>{t.news}</h1>
      <NewsSectionTabs active="news" />
      <Card>
        <NewsList items={items} />
        <Pager base="/news" page={pageNumber} pages={pages} />
      </Card>
    </Container>
  );
}
