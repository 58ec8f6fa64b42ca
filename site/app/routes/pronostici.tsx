import { useLoaderData } from 'react-router';
import { bookmakerBonusesQuery, type Match, type Prediction } from '@pallone/core';
import type { Route } from './+types/pronostici';
import { AdSlot } from '../components/consent/AdSlot.tsx';
import { GamblingNotice } from '../components/layout/GamblingNotice.tsx';
import { MobileBonusBanner } from '../components/layout/MobileBonusBanner.tsx';
import { Card, Container } from '../components/layout/Page.tsx';
import { MatchList } from '../components/matches/MatchList.tsx';
import { NewsSectionTabs } from '../components/news/NewsSectionTabs.tsx';
import { Pager } from '../components/news/Pager.tsx';
import type { Paged } from '../lib/content.ts';
import { notFound, orNotFound, pageNumberParam } from '../lib/notFound.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { breadcrumbs, seoMeta, seoWords } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

type MatchWithPrediction = Match & { predictions?: Prediction | null };
const PAGE_SIZE = 20;

/** /pronostici and /pronostici/{page}: the featured predictions, then every match with a prediction, by page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = pageContext(request);
  const pageNumber = pageNumberParam(params.page);
  const [featured, list] = await Promise.all([
    pageNumber === 1
      ? page.client
          .request<{ items: MatchWithPrediction[] }>({ path: '/predictions/home', query: { limit: 6 } })
          .then((answer) => answer.items)
          .catch(() => [])
      : Promise.resolve([]),
    orNotFound(
      page.client.request<Paged<MatchWithPrediction>>({
        method: 'POST',
        path: '/matches/predictions/getPaginated',
        json: { page: pageNumber, pageSize: PAGE_SIZE },
      }),
    ),
    page.queryClient.prefetchQuery(bookmakerBonusesQuery(page.client, { showOnMobile: true })),
  ]);
  const pages = Math.max(1, Math.ceil((list.total ?? list.items.length) / PAGE_SIZE));
  if (pageNumber > pages) notFound();
  const path = pageNumber === 1 ? '/pronostici' : `/pronostici/${pageNumber}`;
  return {
    featured,
    items: list.items,
    pageNumber,
    pages,
    dehydrated: page.dehydrated(),
    seo: {
      title: pageNumber === 1 ? page.t.predictions : `${page.t.predictions} — ${page.t.page} ${pageNumber}`,
      description: `${page.t.predictions}: 1X2, Over 2.5, Goal.`,
      host: page.host,
      url: page.absolute(path),
      language: page.language,
      jsonLd: [
        breadcrumbs([
          ['Pallone', page.absolute('/')],
          [page.t.predictions, page.absolute('/pronostici')],
        ]),
      ],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const w = seoWords(loaderData?.seo);
  return seoMeta(loaderData?.seo, [
    w.predictions,
    w.bettingTips,
    w.betting,
    w.odds,
    '1X2',
    'Over 2.5',
    'Goal',
  ]);
};

export default function PredictionsPage() {
  const { featured, items, pageNumber, pages } = useLoaderData<typeof loader>();
  const { t } = useSite();
  return (
    <Container>
      <h1>{t.predictions}</h1>
      <NewsSectionTabs active="pronostici" />
      <GamblingNotice />
      <MobileBonusBanner />
      {featured.length > 0 && (
        <Card>
          <h2>{t.nextMatches}</h2>
          <MatchList matches={featured} />
        </Card>
      )}
      <Card>
        <MatchList matches={items} />
        <Pager base="/pronostici" page={pageNumber} pages={pages} />
      </Card>
      <AdSlot name="pronostici" />
    </Container>
  );
}
