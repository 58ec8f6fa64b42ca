import type { ApiClient, Match } from '@pallone/core';

/** `GET /matches` answers at most 100 a page; a team's season is 30-70 matches, a few pages at worst. */
const PAGE_SIZE = 100;
const MAX_PAGES = 5;

export interface TeamSeasonFilter {
  teamId: number;
  seasonId: number;
  competitionId?: number;
}

/** Every match of a team in a season (optionally one competition), oldest first. */
export async function loadTeamSeasonMatches(client: ApiClient, filter: TeamSeasonFilter): Promise<Match[]> {
  const matches: Match[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await client.getMatches({ ...filter, order: 'asc', page, pageSize: PAGE_SIZE });
    matches.push(...answer.items);
    if (matches.length >= answer.total || answer.items.length === 0) break;
  }
  return matches;
}

export interface CompetitionMatches {
  competition: Match['competition'];
  season: Match['season'];
  matches: Match[];
}

/** Matches split by competition, competitions in the order of their first match, each list keeping its order. */
export function groupByCompetition(matches: readonly Match[]): CompetitionMatches[] {
  const groups = new Map<number, CompetitionMatches>();
  for (const match of matches) {
    const group = groups.get(match.competition.id);
    if (group) group.matches.push(match);
    else
      groups.set(match.competition.id, {
        competition: match.competition,
        season: match.season,
        matches: [match],
      });
  }
  return [...groups.values()];
}
