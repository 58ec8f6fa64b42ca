import { Link, useLoaderData } from 'react-router';
import { BonusBanner, LiveScores, Standings } from '@pallone/widgets';
import { bookmakerBonusesQuery, homeBonusesQuery, homeLiveMatchesQuery, matchesQuery } from '@pallone/core';
import type { Route } from './+types/home';
import { AdSlot } from '../components/consent/AdSlot.tsx';
import { GamblingNotice } from '../components/layout/GamblingNotice.tsx';
import { island } from '../components/layout/island.tsx';
import { loadBonusBanner, loadStandings } from '../components/layout/widgetCode.ts';
import { MobileBonusBanner, WiderOnly } from '../components/layout/MobileBonusBanner.tsx';
import { useHasBonuses } from '../components/layout/useHasBonuses.ts';
import { Card, Columns, Container, LaterCard } from '../components/layout/Page.tsx';
import { NewsList } from '../components/layout/islandServers.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { prefetchStandings } from '../lib/prefetchStandings.server.ts';
import { romeToday } from '../lib/romeToday.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

const SERIE_A = 68;

// Below the live scores on phones: server-rendered, their code loads as they come into view (decision 009).
const NewsListIsland = island({
  server: import.meta.env.BROWSER_BUNDLE ? null : NewsList,
  load: () => import('../components/news/NewsList.tsx').then((module) => module.NewsList),
  when: 'visible',
});
const StandingsIsland = island({
  server: import.meta.env.BROWSER_BUNDLE ? null : Standings,
  load: loadStandings,
  when: 'visible',
});
const BonusBannerIsland = island({
  server: import.meta.env.BROWSER_BUNDLE ? null : BonusBanner,
  load: loadBonusBanner,
  when: 'visible',
  // Links and a picture: plain HTML until then, so the code waits until the banner is in view (issue #14).
  margin: '0px',
});

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageContext(request);
  const { client, queryClient, t } = page;
  const today = romeToday();
  const closest = await client.getDateWithMatches('closest', today).catch(() => today);
  const day = closest ?? today;
  const [news] = await Promise.all([
    client.getHomeNews({ limit: 6 }).catch(() => []),
    queryClient.prefetchQuery(matchesQuery(client, { date: day, pageSize: 100 })),
    day === today ? queryClient.prefetchQuery(homeLiveMatchesQuery(client)) : undefined,
    prefetchStandings(client, queryClient, SERIE_A).catch(() => undefined),
    queryClient.prefetchQuery(homeBonusesQuery(client)),
    queryClient.prefetchQuery(bookmakerBonusesQuery(client, { showOnMobile: true })),
  ]);
  return {
    day,
    news,
    dehydrated: page.dehydrated(),
    seo: page.seo({
      title: `Pallone — ${t.tagline}`,
      description: t.homeDescription,
      path: '/',
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Pallone', url: page.absolute('/') },
      ],
      moreKeywords: [
        page.words.liveScores,
        page.words.results,
        page.words.standings,
        'Serie A',
        page.words.predictions,
        page.words.news,
        page.words.statistics,
      ],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Home() {
  const { day, news } = useLoaderData<typeof loader>();
  const { t } = useSite();
  // With PALLONE_SAMPLE_CONTENT=off and nothing written yet, no empty news card or bonus box (decision 018).
  const hasHomeBonuses = useHasBonuses('home');
  return (
    <Container>
      <h1>{t.tagline}</h1>
      <Columns>
        <div>
          <Card aria-label={t.liveResults}>
            <LiveScores date={day} />
          </Card>
          <MobileBonusBanner />
          {news.length > 0 && (
            <Card>
              <h2>{t.latestNews}</h2>
              <NewsListIsland items={news} />
              <p>
                <Link to="/news">{t.news} →</Link>
              </p>
            </Card>
          )}
        </div>
        <aside>
          <LaterCard height={973}>
            <StandingsIsland competitionId={SERIE_A} />
          </LaterCard>
          <WiderOnly>
            <Card>
              {hasHomeBonuses && <BonusBannerIsland placement="home" />}
              <GamblingNotice />
            </Card>
          </WiderOnly>
          <AdSlot name="home-side" />
        </aside>
      </Columns>
    </Container>
  );
}
