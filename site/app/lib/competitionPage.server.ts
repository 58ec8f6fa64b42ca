import { matchesQuery, slugify, type CompetitionSeason, type Match, type Team } from '@pallone/core';
import { breadcrumbs, type Seo } from './seo.ts';
import { invariantFound, notFound, orNotFound } from './notFound.server.ts';
import type { PageContext } from './pageContext.server.ts';
import { prefetchStandings, resolveCompetitionSeason } from './prefetchStandings.server.ts';

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

/** SPEC §2's competition routes: by tab, season, group and turn; Standings for classifica, fixtures by turn for calendario. */
export async function loadCompetitionPage(page: PageContext, params: CompetitionParams) {
  const { client, queryClient, t } = page;
  const tab = (params.tab ?? 'classifica') as CompetitionTab;
  if (!COMPETITION_TABS.includes(tab)) notFound();
  const competition = await orNotFound(client.getCompetitionBySlug(params.slug ?? ''));
  let seasonId: number | undefined;
  if (params.season) {
    const seasons = await client.getSeasons(competition.id);
    seasonId = invariantFound(seasons.find((season) => season.pallonecomSlug === params.season)).id;
  }
  const base = await resolveCompetitionSeason(client, queryClient, competition.id, seasonId);
  const competitionSeason: CompetitionSeason = invariantFound(base);
  const group = params.group
    ? invariantFound(
        competitionSeason.groups.find(
          (g) =>
            g.pallonecomSlug === params.group ||
            slugify(g.name) === params.group ||
            String(g.id) === params.group,
        ),
      )
    : undefined;
  const turn = params.turn
    ? invariantFound(competitionSeason.turns.find((candidate) => String(candidate.number) === params.turn))
    : undefined;

  let matches: Match[] = [];
  let teams: Team[] = [];
  if (tab === 'formazione') {
    teams = await client.request<Team[]>({ path: `/competitionSeasons/${competitionSeason.id}/teams` });
  } else if (tab === 'classifica') {
    await prefetchStandings(client, queryClient, competition.id, {
      ...(seasonId !== undefined ? { seasonId } : {}),
      ...(group ? { groupId: group.id } : {}),
      ...(turn ? { turnId: turn.id } : {}),
    });
  } else {
    const turnId = turn?.id ?? competitionSeason.currentTurnId ?? competitionSeason.turns[0]?.id;
    const filters = {
      competitionId: competition.id,
      seasonId: competitionSeason.season.id,
      ...(turnId !== undefined ? { turnId } : {}),
      ...(group ? { groupId: group.id } : {}),
      order: 'asc' as const,
      pageSize: 100,
    };
    matches = (await queryClient.fetchQuery(matchesQuery(client, filters))).items;
  }
  const shownTurnId = turn?.id ?? competitionSeason.currentTurnId ?? competitionSeason.turns[0]?.id;
  const path = `/campionato/${competition.pallonecomSlug}`;
  const tabLabel = tab === 'classifica' ? t.standings : tab === 'formazione' ? t.teams : t.fixtures;
  const title = `${competition.name} ${competitionSeason.season.name}: ${tabLabel}`;
  const seo: Seo = {
    title,
    description: `${competition.name} ${competitionSeason.season.name} — ${tabLabel.toLowerCase()}, ${t.fixtures.toLowerCase()}, ${t.statistics.toLowerCase()}.`,
    host: page.host,
    url: page.absolute(tab === 'classifica' && !params.season ? path : `${path}/${tab}`),
    language: page.language,
    jsonLd: [
      breadcrumbs([
        ['Pallone', page.absolute('/')],
        [competition.name, page.absolute(path)],
        [tabLabel, page.absolute(`${path}/${tab}`)],
      ]),
    ],
  };
  return {
    competition,
    competitionSeason,
    seasonSlug: params.season,
    seasonId,
    groupId: group?.id,
    turnId: turn?.id,
    shownTurnId,
    tab,
    matches,
    teams,
    seo,
    dehydrated: page.dehydrated(),
  };
}
