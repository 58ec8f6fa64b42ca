import { useLoaderData } from 'react-router';
import { RSS_FEED_LABELS } from '@pallone/core';
import type { Route } from './+types/pronostici.category';
import { Card, Container } from '../components/layout/Page.tsx';
import { NewsList } from '../components/news/NewsList.tsx';
import { NewsSectionTabs } from '../components/news/NewsSectionTabs.tsx';
import { Pager } from '../components/news/Pager.tsx';
import { GamblingNotice } from '../components/layout/GamblingNotice.tsx';
import { notFound, orNotFound, pageNumberParam } from '../lib/notFound.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';

/** SPEC §9 news categories, as /pronostici/{category} (routes.ts lists them as static segments). */
const CATEGORIES = ['generali', 'pronostici-scommesse'] as const;
type Category = (typeof CATEGORIES)[number];
const EN_LABELS: Record<Category, string> = {
  generali: 'General',
  'pronostici-scommesse': 'Predictions and betting',
};
const PAGE_SIZE = 12;

/** /pronostici/{category} and /pronostici/{category}/{page}: the category's articles, newest first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageContext(request);
  const category = new URL(request.url).pathname.split('/')[2] as Category;
  if (!CATEGORIES.includes(category)) notFound();
  const pageNumber = pageNumberParam(params.page);
  const result = await orNotFound(
    page.client.getNewsPage({ page: pageNumber, pageSize: PAGE_SIZE, filters: { category } }),
  );
  const pages = Math.max(1, Math.ceil((result.total ?? result.items.length) / PAGE_SIZE));
  if (pageNumber > pages) notFound();
  const label = page.language === 'it' ? RSS_FEED_LABELS[category] : EN_LABELS[category];
  const base = `/pronostici/${category}`;
  const path = pageNumber === 1 ? base : `${base}/${pageNumber}`;
  return {
    category,
    label,
    items: result.items,
    pageNumber,
    pages,
    seo: page.seo({
      title:
        pageNumber === 1
          ? `${page.t.predictions}: ${label}`
          : `${page.t.predictions}: ${label} — ${page.t.page} ${pageNumber}`,
      description: `${page.t.predictions} — ${label}`,
      path,
      trail: [
        [page.t.predictions, '/pronostici'],
        [label, base],
      ],
      moreKeywords: [label, page.words.predictions, page.words.bettingTips, page.words.betting],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function PredictionCategoryPage() {
  const { category, label, items, pageNumber, pages } = useLoaderData<typeof loader>();
  return (
    <Container>
      <h1>{label}</h1>
      <NewsSectionTabs active="pronostici" />
      {category === 'pronostici-scommesse' && <GamblingNotice />}
      <Card>
        <NewsList items={items} />
        <Pager base={`/pronostici/${category}`} page={pageNumber} pages={pages} />
      </Card>
    </Container>
  );
}
