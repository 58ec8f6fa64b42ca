import { useLoaderData } from 'react-router';
import { bookmakerBonusesQuery } from '@pallone/core';
import type { Route } from './+types/pronostici';
import { AdSlot } from '../components/consent/AdSlot.tsx';
import { GamblingNotice } from '../components/layout/GamblingNotice.tsx';
import { MobileBonusBanner } from '../components/layout/MobileBonusBanner.tsx';
import { Card, Container } from '../components/layout/Page.tsx';
import { PredictionList } from '../components/matches/PredictionList.tsx';
import { NewsSectionTabs } from '../components/news/NewsSectionTabs.tsx';
import { Pager } from '../components/news/Pager.tsx';
import { notFound, orNotFound, pageNumberParam } from '../lib/notFound.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

const PAGE_SIZE = 20;

/**
 * /pronostici and /pronostici/{page}: every upcoming match the model predicts, soonest first, by page — each row with
 * the 1 / X / 2 percentages, the tip and a link to its prediction article (one list: the featured picks of the home
 * page, in competition order, repeated the list's first rows out of date order; issue #15).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageContext(request);
  const pageNumber = pageNumberParam(params.page);
  const [list] = await Promise.all([
    orNotFound(page.client.getPredictionsPage({ page: pageNumber, pageSize: PAGE_SIZE })),
    page.queryClient.prefetchQuery(bookmakerBonusesQuery(page.client, { showOnMobile: true })),
  ]);
  const pages = Math.max(1, Math.ceil((list.total ?? list.items.length) / PAGE_SIZE));
  if (pageNumber > pages) notFound();
  const path = pageNumber === 1 ? '/pronostici' : `/pronostici/${pageNumber}`;
  return {
    items: list.items,
    upcoming: list.upcoming,
    pageNumber,
    pages,
    dehydrated: page.dehydrated(),
    seo: page.seo({
      title: pageNumber === 1 ? page.t.predictions : `${page.t.predictions} — ${page.t.page} ${pageNumber}`,
      description: `${page.t.predictions}: 1X2, Over 2.5, ${page.t.bothTeamsToScore}.`,
      path,
      trail: [[page.t.predictions, '/pronostici']],
      moreKeywords: [
        page.words.predictions,
        page.words.bettingTips,
        page.words.betting,
        page.words.odds,
        '1X2',
        'Over 2.5',
        'Goal',
      ],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function PredictionsPage() {
  const { items, upcoming, pageNumber, pages } = useLoaderData<typeof loader>();
  const { t } = useSite();
  return (
    <Container>
      <h1>{t.predictions}</h1>
      <NewsSectionTabs active="pronostici" />
      <GamblingNotice />
      <MobileBonusBanner />
      <Card>
        <h2>{upcoming ? t.nextMatches : t.lastResults}</h2>
        <PredictionList matches={items} />
        <Pager base="/pronostici" page={pageNumber} pages={pages} />
      </Card>
      <AdSlot name="pronostici" />
    </Container>
  );
}
