import { Link, useLoaderData, useLocation } from 'react-router';
import { phaseName } from '@pallone/core';
import type { Route } from './+types/partite.$slug';
import { GamblingNotice } from '../components/layout/GamblingNotice.tsx';
import { Card, Container } from '../components/layout/Page.tsx';
import { Tabs } from '../components/layout/Tabs.tsx';
import { MatchDetails } from '../components/matches/MatchDetails.tsx';
import { MatchScoreboard } from '../components/matches/MatchScoreboard.tsx';
import {
  EndedTimelineIsland,
  isMatchPath,
  LiveTimelineIsland,
  MATCH_SECTION_ISLANDS,
  MatchFormIsland,
  PredictionIsland,
  StatComparisonIsland,
} from '../components/matches/matchIslands.ts';
import { usePreloadWhenLeavingFor } from '../components/layout/islandNavigation.ts';
import { loadMatchPage } from './partite.$slug.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadMatchPage(pageContext(request), params.slug, params.tab);
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function MatchPage() {
  const { match, tab, prediction, form, sections } = useLoaderData<typeof loader>();
  const { t, language } = useSite();
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  const Timeline = match.ended ? EndedTimelineIsland : LiveTimelineIsland;
  // A client navigation (the other tab) reached the islands still showing server HTML and React dropped it, showing
  // nothing until their code loaded, never for `interaction` ones: a new key per page mounts them anew, in the browser.
  const { pathname } = useLocation();
  usePreloadWhenLeavingFor(isMatchPath, MATCH_SECTION_ISLANDS);
  return (
    <Container>
      <p>
        <Link to={`/campionato/${match.competition.pallonecomSlug}`}>{match.competition.name}</Link>
        {match.turn ? ` · ${phaseName(match.turn.name, language)}` : ''}
      </p>
      <h1>
        {home} - {away}
      </h1>
      <Card>
        <MatchScoreboard match={match} poll={tab !== 'diretta-live'} />
      </Card>
      <Tabs
        label={`${home} - ${away}`}
        tabs={[
          {
            to: `/partite/${match.pallonecomSlug}/statistiche`,
            label: t.matchStats,
            active: tab === 'statistiche',
          },
          {
            to: `/partite/${match.pallonecomSlug}/diretta-live`,
            label: t.live,
            active: tab === 'diretta-live',
          },
        ]}
      />
      <MatchDetails match={match} />
      {/* Below the header, the sections' code loads when needed (components/matches/matchIslands.ts). */}
      {tab === 'diretta-live' && sections.timeline && (
        <Card>
          <Timeline key={pathname} matchId={match.id} />
        </Card>
      )}
      {sections.stats && (
        <Card>
          <StatComparisonIsland key={pathname} matchId={match.id} />
        </Card>
      )}
      {form && <MatchFormIsland key={pathname} form={form} />}
      {prediction && (
        <Card>
          <h2>{t.prediction}</h2>
          <PredictionIsland key={pathname} prediction={prediction} home={home} away={away} />
          <GamblingNotice />
        </Card>
      )}
    </Container>
  );
}
