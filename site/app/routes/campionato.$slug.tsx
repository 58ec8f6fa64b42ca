import { useLoaderData } from 'react-router';
import { Standings } from '@pallone/widgets';
import type { Route } from './+types/campionato.$slug';
import { Card, Container } from '../components/layout/Page.tsx';
import { Tabs } from '../components/layout/Tabs.tsx';
import { CompetitionTeams, PhaseFixtures } from '../components/layout/islandServers.ts';
import { loadStandings } from '../components/layout/widgetCode.ts';
import { PhasePicker, SeasonPicker } from '../components/competition/PhasePicker.tsx';
import { island } from '../components/layout/island.tsx';
import { loadCompetitionPage } from './campionato.$slug.server.ts';
import { pageContext } from '../lib/pageContext.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useSite } from '../lib/useSite.ts';

/**
 * The fixtures (match lists, knockout bracket), the teams and the standings are each a tab: server-rendered, their
 * code loads as they come into view (decision 009), so a tab loads only its own (the fixtures' tab was 154.3 kB
 * with the table's code, against issue #14's 150).
 */
const StandingsIsland = island({
  server: import.meta.env.BROWSER_BUNDLE ? null : Standings,
  load: loadStandings,
  when: 'visible',
});
const PhaseFixturesIsland = island({
  server: import.meta.env.BROWSER_BUNDLE ? null : PhaseFixtures,
  load: () => import('../components/competition/PhaseFixtures.tsx').then((module) => module.PhaseFixtures),
  when: 'visible',
});
const CompetitionTeamsIsland = island({
  server: import.meta.env.BROWSER_BUNDLE ? null : CompetitionTeams,
  load: () => import('../components/team/CompetitionTeams.tsx').then((module) => module.CompetitionTeams),
  when: 'visible',
});

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadCompetitionPage(pageContext(request), params);
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function CompetitionPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useSite();
  const { competition, competitionSeason, tab } = page;
  const competitionBase = `/campionato/${competition.pallonecomSlug}`;
  const base = page.seasonSlug ? `${competitionBase}/stagione/${page.seasonSlug}` : competitionBase;
  // SPEC §2's gruppo/{group}: the group's Italian slug (`campionato`, `girone-a`); the loader also accepts its id.
  const seasonBase = `${competitionBase}/stagione/${competitionSeason.season.pallonecomSlug}`;
  const shownGroup = page.phaseGroups.find((group) => group.id === page.shownGroupId);
  return (
    <Container>
      <h1>
        {competition.name} {competitionSeason.season.name}
      </h1>
      <Tabs
        label={competition.name}
        tabs={[
          { to: `${base}/classifica`, label: t.standings, active: tab === 'classifica' },
          { to: `${base}/calendario`, label: t.fixtures, active: tab === 'calendario' },
          { to: `${base}/formazione`, label: t.teams, active: tab === 'formazione' },
          // SPEC §2's betting tab of the competition.
          { to: `/scommesse/quote-pronostici/${competition.pallonecomSlug}`, label: t.predictions },
        ]}
      />
      <SeasonPicker
        competitionBase={competitionBase}
        seasons={page.seasons}
        shownSeasonId={competitionSeason.season.id}
        tab={tab}
      />
      {page.content !== 'teams' && (
        <PhasePicker
          seasonBase={seasonBase}
          groups={page.phaseGroups}
          shownGroupId={page.shownGroupId}
          shownTurnId={page.shownTurnId}
          tab={tab}
        />
      )}
      {page.content === 'standings' ? (
        <Card>
          <StandingsIsland
            competitionId={competition.id}
            {...(page.seasonId !== undefined ? { seasonId: page.seasonId } : {})}
            {...(page.groupId !== undefined ? { groupId: page.groupId } : {})}
            {...(page.turnId !== undefined ? { turnId: page.turnId } : {})}
            {...(page.followLive !== undefined ? { followLiveFrom: page.followLive } : {})}
          />
        </Card>
      ) : page.content === 'teams' ? (
        <Card>
          <h2>{t.teams}</h2>
          <CompetitionTeamsIsland teams={page.teams} season={competitionSeason.season.pallonecomSlug} />
        </Card>
      ) : (
        <Card>
          <PhaseFixturesIsland
            seasonBase={seasonBase}
            group={shownGroup}
            shownTurnId={page.shownTurnId}
            matches={page.matches}
          />
        </Card>
      )}
    </Container>
  );
}
