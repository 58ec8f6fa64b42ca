import { computeStandings } from '../computeStandings.ts';
import { tieBreakRulesFor } from '../rules/tieBreakRulesFor.ts';
import type { PointDeductions, StandingsMatch, StandingsTableRow } from '../types.ts';
import { loadStandingsMatches, teamIdsOf, type RawMatch } from './realMatches.ts';

export interface SeasonTable {
  matches: StandingsMatch[];
  teamIds: string[];
  /** The table over all of `matches`, under the competition's tie-break rules for that season. */
  table: StandingsTableRow[];
}

export interface SeasonTableOptions {
  pointDeductions?: PointDeductions;
  /** Only the raw matches it accepts (a group, a phase). */
  keep?: (raw: RawMatch) => boolean;
}

/** Test support: a real competition-season from data/matches, its teams and its table as the engine ranks it. */
export async function loadSeasonTable(
  season: string,
  code: string,
  { pointDeductions, keep }: SeasonTableOptions = {},
): Promise<SeasonTable> {
  const matches = await loadStandingsMatches(season, code, keep);
  const teamIds = teamIdsOf(matches);
  const rules = tieBreakRulesFor(code, season);
  return { matches, teamIds, table: computeStandings({ matches, teamIds, rules, pointDeductions }) };
}
