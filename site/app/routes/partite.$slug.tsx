import { Link, useLoaderData } from 'react-router';
import { styled } from 'styled-components';
import { MatchTimeline, StatComparison } from '@pallone/widgets';
import { formatMatchDate, formatMatchTime, phaseName } from '@pallone/core';
import type { Route } from './+types/partite.$slug';
import { GamblingNotice } from '../components/layout/GamblingNotice.tsx';
import { Card, Container } from '../components/layout/Page.tsx';
import { Tabs } from '../components/layout/Tabs.tsx';
import { PredictionCard } from '../components/matches/PredictionCard.tsx';
import { loadMatchPage } from '../lib/matchPage.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta, seoWords } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

const Scoreboard = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  gap: 12px;
  align-items: center;
  text-align: center;
  font-size: 18px;
  strong {
    font-size: 32px;
    font-variant-numeric: tabular-nums;
  }
`;

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadMatchPage(pageContext(request), params.slug, params.tab);
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const w = seoWords(loaderData?.seo);
  const match = loaderData?.match;
  const home = match && (match.homeTeam?.name ?? match.homeName);
  const away = match && (match.awayTeam?.name ?? match.awayName);
  return seoMeta(loaderData?.seo, [
    match && `${home} ${away}`,
    home,
    away,
    match?.competition.name,
    w.results,
    w.statistics,
    w.predictions,
  ]);
};

export default function MatchPage() {
  const { match, tab, prediction } = useLoaderData<typeof loader>();
  const { t, language } = useSite();
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  const team = (side: typeof match.homeTeam, name: string) =>
    side ? <Link to={`/squadre/${side.pallonecomSlug}`}>{name}</Link> : name;
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
        <Scoreboard>
          <span>{team(match.homeTeam, home)}</span>
          <strong>
            {match.homeScore ?? '-'} : {match.awayScore ?? '-'}
          </strong>
          <span>{team(match.awayTeam, away)}</span>
        </Scoreboard>
        <p style={{ textAlign: 'center' }}>
          <time dateTime={match.date}>
            {formatMatchDate(match.date)} {match.hasTime ? formatMatchTime(match.date) : ''}
          </time>
          {match.venue ? ` · ${match.venue}` : ''}
        </p>
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
      {tab === 'diretta-live' && (
        <Card>
          <MatchTimeline matchId={match.id} />
        </Card>
      )}
      <Card>
        <StatComparison matchId={match.id} />
      </Card>
      {prediction && (
        <Card>
          <h2>{t.prediction}</h2>
          <PredictionCard prediction={prediction} home={home} away={away} />
          <GamblingNotice />
        </Card>
      )}
    </Container>
  );
}
