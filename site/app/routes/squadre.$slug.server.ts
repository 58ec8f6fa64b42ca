import { PAGE_SIZES, type Match, type TeamDetail } from '@pallone/core';
import { olderSquad, type OlderSquad } from '../components/team/olderSquad.ts';
import { SEASON_PARAM } from '../components/team/seasonParam.ts';
import { invariantFound, notFound, orNotFound } from '../lib/notFound.server.ts';
import type { PageContext } from '../lib/pageContext.server.ts';
import type { Seo } from '../lib/seo.ts';

import {
  loadNextAndLast,
  loadSquad,
  loadTeamSeasons,
  type SquadPlayer,
  type TeamCompetitionSeason,
  type TeamSeason,
} from '../lib/teamPageData.server.ts';
import {
  groupByCompetition,
  loadTeamSeasonMatches,
  type CompetitionMatches,
} from '../lib/teamSeasonMatches.server.ts';

export type { SquadPlayer, TeamSeason } from '../lib/teamPageData.server.ts';

/** The tabs under /squadre/{slug}/{tab} (SPEC §2); the overview is /squadre/{slug} itself. */
export const TEAM_TABS = ['formazione', 'calendario'] as const;
export type TeamTab = 'overview' | (typeof TEAM_TABS)[number];

type SeasonRef = Pick<TeamSeason, 'id' | 'name' | 'pallonecomSlug'>;

export type TeamView =
  | {
      tab: 'overview';
      next: Match[];
      last: Match[];
      squad: SquadPlayer[];
      /** The season of the squad shown (the latest the data has), for its heading. */
      squadSeason: string | null;
      /** Set when that squad is of an earlier season than the team's latest. */
      olderSquad: OlderSquad | null;
      competitions: TeamCompetitionSeason[];
    }
  | { tab: 'formazione'; squad: SquadPlayer[]; olderSquad: OlderSquad | null }
  | { tab: 'calendario'; groups: CompetitionMatches[] };

export interface TeamPageParams {
  slug?: string;
  tab?: string;
}

const isTeamTab = (tab: string): tab is (typeof TEAM_TABS)[number] =>
  (TEAM_TABS as readonly string[]).includes(tab);

/**
 * /squadre/{slug}[/{tab}][?stagione=…]: the team's overview (info, next matches, last results, squad, the
 * competitions of its latest season), its squad by position (formazione: the latest squad the data has unless a
 * season is picked) or every match of a season (calendario: the latest season unless one is picked).
 */
export async function loadTeamPage(page: PageContext, params: TeamPageParams, url: URL) {
  const { client } = page;
  if (params.tab !== undefined && !isTeamTab(params.tab)) notFound();
  const tab: TeamTab = params.tab ?? 'overview';
  const team = await orNotFound(client.getTeamBySlug(params.slug ?? '', { withDescription: true }));
  const seasons = await loadTeamSeasons(client, team.id);
  const picked = url.searchParams.get(SEASON_PARAM);
  const pickedSeason = picked
    ? invariantFound(seasons.find((season) => season.pallonecomSlug === picked))
    : undefined;

  let view: TeamView;
  let season: SeasonRef | null = pickedSeason ?? seasons[0] ?? null;
  if (tab === 'formazione') {
    const squad = await loadSquad(client, team.id, pickedSeason?.id);
    season = pickedSeason ?? seasons.find((candidate) => candidate.id === squad.seasonId) ?? null;
    view = {
      tab,
      squad: squad.players,
      olderSquad: pickedSeason ? null : olderSquad(seasons, squad.seasonId),
    };
  } else if (tab === 'calendario') {
    const matches = season
      ? await loadTeamSeasonMatches(client, { teamId: team.id, seasonId: season.id })
      : [];
    view = { tab, groups: groupByCompetition(matches) };
  } else {
    const [[next, last], squad] = await Promise.all([
      loadNextAndLast(client, team.id, PAGE_SIZES.nextTeamMatches),
      loadSquad(client, team.id).catch(() => ({ seasonId: null, players: [] })),
    ]);
    view = {
      tab,
      next,
      last,
      squad: squad.players,
      squadSeason: seasons.find((candidate) => candidate.id === squad.seasonId)?.name ?? null,
      olderSquad: olderSquad(seasons, squad.seasonId),
      competitions: seasons[0]?.competitions ?? [],
    };
  }
  return {
    team,
    seasons,
    season,
    pickedSeason: picked,
    view,
    seo: teamSeo(page, team, tab, season, picked, view),
  };
}

function teamSeo(
  page: PageContext,
  team: TeamDetail,
  tab: TeamTab,
  season: SeasonRef | null,
  picked: string | null,
  view: TeamView,
): Seo {
  const { t } = page;
  const base = `/squadre/${team.pallonecomSlug}`;
  const tabPath = tab === 'overview' ? base : `${base}/${tab}`;
  const canonical = picked ? `${tabPath}?${SEASON_PARAM}=${encodeURIComponent(picked)}` : tabPath;
  const tabLabel = tab === 'formazione' ? t.lineup : tab === 'calendario' ? t.fixtures : null;
  const seasonName = season && tab !== 'overview' ? ` ${season.name}` : '';
  const title = tabLabel ? `${team.name}: ${tabLabel}${seasonName}` : team.name;
  const description = tabLabel
    ? `${team.name}${seasonName} — ${tabLabel.toLowerCase()}: ${tab === 'formazione' ? t.players.toLowerCase() : `${t.lastResults.toLowerCase()}, ${t.nextMatches.toLowerCase()}`}.`
    : `${team.name}: ${t.nextMatches.toLowerCase()}, ${t.lastResults.toLowerCase()}, ${t.squad.toLowerCase()}.`;
  const squad = view.tab === 'calendario' ? [] : view.squad;
  return page.seo({
    title,
    description,
    path: canonical,
    keywords: [
      team.name,
      ...(team.shortName ? [team.shortName] : []),
      ...(tabLabel ? [tabLabel] : []),
      ...(season ? [season.name] : []),
      ...(view.tab === 'overview' ? view.competitions.map((row) => row.competition.name) : []),
    ],
    image: team.image?.path ?? null,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsTeam',
        name: team.name,
        sport: 'Soccer',
        url: page.absolute(base),
        ...(team.country ? { location: { '@type': 'Country', name: team.country.name } } : {}),
        ...(squad.length > 0
          ? {
              athlete: squad.slice(0, 40).map((player) => ({
                '@type': 'Person',
                name: player.name,
                url: page.absolute(`/giocatori/${player.pallonecomSlug}`),
              })),
            }
          : {}),
      },
    ],
    trail: [[team.name, base], ...(tabLabel ? [[tabLabel, tabPath] as const] : [])],
  });
}
