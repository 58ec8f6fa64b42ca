import { followLiveFrom, slugify, type CompetitionSeasonTeam, type Match } from '@pallone/core';
import {
  hasStandings,
  loadPhaseMatches,
  mainGroupOf,
  openingPhase,
} from './campionato.$slug.phases.server.ts';

import { invariantFound, notFound, orNotFound } from '../lib/notFound.server.ts';
import type { PageContext } from '../lib/pageContext.server.ts';
import { prefetchStandingsOf } from '../lib/prefetchStandings.server.ts';

/** formazione: the competition season's teams, each linking to its squad that season (SPEC §2 "Team in a season"). */
export const COMPETITION_TABS = ['classifica', 'calendario', 'formazione'] as const;
export type CompetitionTab = (typeof COMPETITION_TABS)[number];

export interface CompetitionParams {
  slug?: string;
  tab?: string;
  season?: string;
  group?: string;
  turn?: string;
}

/**
 * SPEC §2's competition routes: by tab, season, group and turn; Standings for classifica, fixtures by turn for
 * calendario, a knockout phase's ties (a round, or every round for its bracket); the seasons and phases to pick.
 */
export async function loadCompetitionPage(page: PageContext, params: CompetitionParams) {
  const { client, queryClient, t } = page;
  const tab = (params.tab ?? 'classifica') as CompetitionTab;
  if (!COMPETITION_TABS.includes(tab)) notFound();
  // One call answers the competition, its seasons, the season shown and every phase with its turns.
  const shown = await orNotFound(
    client.getStandingsSeason({ competitionSlug: params.slug ?? '', seasonSlug: params.season }),
  );
  const { seasons, phases: phaseGroups, latestPlayedGroupId, ...competitionSeason } = shown;
  const { competition } = competitionSeason;
  const seasonId = params.season ? competitionSeason.season.id : undefined;
  const group = params.group
    ? invariantFound(
        phaseGroups.find(
          (g) =>
            g.pallonecomSlug === params.group ||
            slugify(g.name) === params.group ||
            String(g.id) === params.group,
        ),
      )
    : undefined;
  const shownGroup =
    group ??
    (tab === 'calendario'
      ? openingPhase(phaseGroups, latestPlayedGroupId)
      : phaseGroups.find((g) => g.id === mainGroupOf(phaseGroups)?.id));
  const turn = params.turn
    ? invariantFound(shownGroup?.turns.find((candidate) => String(candidate.number) === params.turn))
    : undefined;
  // A knockout phase has no table: its classifica shows its ties, as its calendario does.
  const content =
    tab === 'formazione'
      ? 'teams'
      : tab === 'classifica' && (!shownGroup || hasStandings(shownGroup))
        ? 'standings'
        : 'fixtures';

  let matches: Match[] = [];
  let teams: CompetitionSeasonTeam[] = [];
  let shownTurnId: number | undefined;
  if (content === 'teams') {
    teams = await client.getCompetitionSeasonTeams(competitionSeason.id);
  } else if (content === 'standings') {
    await prefetchStandingsOf(client, queryClient, shown, {
      seasonId,
      groupId: group?.id,
      turnId: turn?.id,
    });
  } else if (shownGroup) {
    // A league or group shows one matchday (the current one by default); a knockout phase a round, or all of it.
    shownTurnId = hasStandings(shownGroup)
      ? (turn?.id ?? shownGroup.currentTurnId ?? shownGroup.turns[0]?.id)
      : turn?.id;
    matches = await loadPhaseMatches(client, queryClient, competitionSeason, {
      groupId: shownGroup.id,
      ...(shownTurnId !== undefined ? { turnId: shownTurnId } : {}),
    });
  }
  const path = `/campionato/${competition.pallonecomSlug}`;
  const tabLabel = tab === 'classifica' ? t.standings : tab === 'formazione' ? t.teams : t.fixtures;
  const title = `${competition.name} ${competitionSeason.season.name}: ${tabLabel}`;
  const { name } = competition;
  const seo = page.seo({
    title,
    description: `${competition.name} ${competitionSeason.season.name} — ${tabLabel.toLowerCase()}, ${t.fixtures.toLowerCase()}, ${t.statistics.toLowerCase()}.`,
    path: tab === 'classifica' && !params.season ? path : `${path}/${tab}`,
    trail: [
      [competition.name, path],
      [tabLabel, `${path}/${tab}`],
    ],
    moreKeywords: [
      name,
      name && `${name} ${competitionSeason.season.name}`,
      competition.country?.name,
      page.words.standings,
      page.words.fixtures,
      page.words.results,
      name && `${page.words.predictions} ${name}`,
    ],
  });
  return {
    competition,
    competitionSeason,
    seasonSlug: params.season,
    seasonId,
    groupId: group?.id,
    turnId: turn?.id,
    shownTurnId,
    shownGroupId: shownGroup?.id,
    phaseGroups,
    seasons,
    content,
    tab,
    matches,
    teams,
    // The table as it stands follows the live stream from shortly before the season's next kick-off; a past
    // turn's never does.
    followLive: turn ? null : followLiveFrom(shown.liveOrNextKickoff),
    seo,
    dehydrated: page.dehydrated(),
  };
}
