import { sortCompetitionsForLive, type Match } from '@pallone/core';

export interface CompetitionGroup {
  competition: Match['competition'];
  matches: Match[];
}

/**
 * One group per competition, in the SPEC §9 live priority order (158 and 68 first … unknown competitions last;
 * equal priorities keep the order of their first match); matches by kick-off inside a group.
 */
export function groupMatchesByCompetition(matches: readonly Match[]): CompetitionGroup[] {
  const groups = new Map<number, CompetitionGroup>();
  for (const match of matches) {
    const group = groups.get(match.competition.id);
    if (group) group.matches.push(match);
    else groups.set(match.competition.id, { competition: match.competition, matches: [match] });
  }
  const ordered = sortCompetitionsForLive([...groups.values()].map((group) => group.competition));
  return ordered.map((competition) => {
    const group = groups.get(competition.id)!;
    return { ...group, matches: [...group.matches].sort((a, b) => Date.parse(a.date) - Date.parse(b.date)) };
  });
}
