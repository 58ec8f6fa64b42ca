import { Link, useLoaderData } from 'react-router';
import { styled } from 'styled-components';
import { Standings } from '@pallone/widgets';
import {
  followLiveFrom,
  matchesQuery,
  PAGE_SIZES,
  phaseName,
  type Match,
  type ScorerStandings,
} from '@pallone/core';
import type { Route } from './+types/statistiche';
import { Card, Container } from '../components/layout/Page.tsx';
import { island } from '../components/layout/island.tsx';
import { MatchList } from '../components/layout/islandServers.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { prefetchStandings } from '../lib/prefetchStandings.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

const SERIE_A = 68;

// Below the standings' twenty rows: server-rendered, its code loads as it comes into view (decision 009).
const MatchListIsland = island({
  server: import.meta.env.BROWSER_BUNDLE ? null : MatchList,
  load: () => import('../components/matches/MatchList.tsx').then((module) => module.MatchList),
  when: 'visible',
});

/** The links to the page's sections, wrapping onto a second line on a narrow phone rather than widening the page. */
const SectionLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
`;

/** Scorers worth a section: some rows, and the competition season they come from. */
function shownScorers(answer: ScorerStandings | null) {
  const competitionSeason = answer?.competitionSeason;
  return answer && competitionSeason && answer.rows.length > 0 ? { ...answer, competitionSeason } : null;
}

/**
 * Serie A's top scorers, or, since the data has goal events only for the World Cups and Euro 2024 (never for
 * Serie A), those of the latest competition season that has them; null when neither answers.
 */
async function loadScorers(page: ReturnType<typeof pageContext>): Promise<ScorerStandings | null> {
  const { client } = page;
  const limit = PAGE_SIZES.homePlayerStandings;
  const serieA = await client.getScorers({ competitionId: SERIE_A, limit }).catch(() => null);
  if (serieA && serieA.rows.length > 0) return serieA;
  return client.getHomeScorers({ limit }).catch(() => null);
}

/**
 * /statistiche with anchors #squadre, #classifica, #giornata, #marcatori (SPEC §2), on Serie A's newest season
 * with results; the scorers come from the latest season with goal events. A section with nothing is left out,
 * with its anchor.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageContext(request);
  const { client, queryClient } = page;
  const competitionSeason = await prefetchStandings(client, queryClient, SERIE_A);
  const [teams, turnMatches, scorers] = await Promise.all([
    competitionSeason ? client.getCompetitionSeasonTeams(competitionSeason.id) : [],
    competitionSeason?.currentTurnId
      ? queryClient
          .fetchQuery(
            matchesQuery(client, {
              competitionId: SERIE_A,
              seasonId: competitionSeason.season.id,
              turnId: competitionSeason.currentTurnId,
              pageSize: 100,
            }),
          )
          .then((answer) => answer.items)
      : ([] as Match[]),
    loadScorers(page),
  ]);
  const turnName = phaseName(
    competitionSeason?.turns.find((turn) => turn.id === competitionSeason.currentTurnId)?.name ?? '',
    page.language,
  );
  return {
    teams,
    turnMatches,
    scorers: shownScorers(scorers),
    hasStandings: competitionSeason !== undefined,
    // As on the competition page (decision 067): the table follows the live stream from half an hour before the
    // season's next kick-off, never for a season with none to come.
    followLive: followLiveFrom(competitionSeason?.liveOrNextKickoff),
    turnName,
    dehydrated: page.dehydrated(),
    seo: page.seo({
      title: page.t.statistics,
      description: `Serie A: ${page.t.standings.toLowerCase()}, ${page.t.scorers.toLowerCase()}, ${page.t.teams.toLowerCase()}.`,
      path: '/statistiche',
      moreKeywords: [page.words.statistics, 'Serie A', page.words.standings, page.words.scorers, turnName],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function StatisticsPage() {
  const { teams, turnMatches, scorers, turnName, hasStandings, followLive } = useLoaderData<typeof loader>();
  const { t } = useSite();
  const tabs = (
    [
      ['squadre', t.teams, teams.length > 0],
      ['classifica', t.standings, hasStandings],
      ['giornata', t.turn, turnMatches.length > 0],
      ['marcatori', t.scorers, scorers !== null],
    ] as const
  ).filter(([, , shown]) => shown);
  return (
    <Container>
      <h1>{t.statistics}</h1>
      <nav aria-label={t.statistics}>
        <SectionLinks>
          {tabs.map(([id, label]) => (
            <a key={id} href={`#${id}`}>
              {label}
            </a>
          ))}
        </SectionLinks>
      </nav>
      {teams.length > 0 && (
        <Card id="squadre">
          <h2>{t.teams}</h2>
          <p>
            {teams.map((team) => (
              <span key={team.id}>
                <Link to={`/squadre/${team.pallonecomSlug}`}>{team.name}</Link> ·{' '}
              </span>
            ))}
          </p>
        </Card>
      )}
      {hasStandings && (
        <Card id="classifica">
          <Standings
            competitionId={SERIE_A}
            {...(followLive !== undefined ? { followLiveFrom: followLive } : {})}
          />
        </Card>
      )}
      {turnMatches.length > 0 && (
        <Card id="giornata">
          <h2>
            {t.turn}: {turnName}
          </h2>
          <MatchListIsland matches={turnMatches} />
        </Card>
      )}
      {scorers && <ScorersCard scorers={scorers} />}
    </Container>
  );
}

/** The scorers, headed with the competition and season they come from. */
function ScorersCard({ scorers }: { scorers: NonNullable<ReturnType<typeof shownScorers>> }) {
  const { t } = useSite();
  const { competition, season } = scorers.competitionSeason;
  return (
    <Card id="marcatori">
      <h2>
        {t.scorers}:{' '}
        <Link to={`/campionato/${competition.pallonecomSlug}/stagione/${season.pallonecomSlug}/classifica`}>
          {competition.name} {season.name}
        </Link>
      </h2>
      <ol>
        {scorers.rows.map((row) => (
          <li key={`${row.position}-${row.playerName}`}>
            {row.player ? (
              <Link to={`/giocatori/${row.player.pallonecomSlug}`}>{row.player.name}</Link>
            ) : (
              row.playerName
            )}
            {row.team ? ` (${row.team.name})` : ''} — {row.goals}
          </li>
        ))}
      </ol>
    </Card>
  );
}
