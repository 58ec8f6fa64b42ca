import { countedMatches } from './countedMatches.ts';
import { rankTeams } from './rankTeams.ts';
import { DEFAULT_TIE_BREAK_RULES } from './rules/defaultRules.ts';
import { chronological, tallyTeamRecords } from './teamRecords.ts';
import type { TieBreakRules } from './tieBreakCriteria.ts';
import type { PointDeductions, StandingsMatch, StandingsTableRow, StandingsVenue, TeamId } from './types.ts';

export interface ComputeStandingsInput {
  /** Any matches: only `played`/`awarded` ones between two of `teamIds` count. Filter by turn/date/phase beforehand. */
  matches: readonly StandingsMatch[];
  /** Every participating team; a team without a counted match gets a row of zeros. */
  teamIds: readonly TeamId[];
  /** Tie-breakers; default: goal difference, then goals scored (`tieBreakRulesFor('')`). */
  rules?: TieBreakRules;
  venue?: StandingsVenue;
  pointDeductions?: PointDeductions;
  /** How many results the `form` column keeps (default 5). */
  formLength?: number;
}

function deductionFor(deductions: PointDeductions | undefined, id: TeamId): number {
  if (!deductions) return 0;
  const value =
    deductions instanceof Map
      ? deductions.get(id)
      : (deductions as Readonly<Record<string, number>>)[String(id)];
  return value ?? 0;
}

/** Builds a league table from results. Pure: no I/O, no clock, same input → same rows. */
export function computeStandings(input: ComputeStandingsInput): StandingsTableRow[] {
  const rules = input.rules ?? DEFAULT_TIE_BREAK_RULES;
  const venue = input.venue ?? 'all';
  const formLength = input.formLength ?? 5;
  const teamIds = [...new Set(input.teamIds)];
  const matches = chronological(countedMatches(input.matches, new Set(teamIds)));
  const records = tallyTeamRecords(teamIds, matches, venue, rules);
  const deducted = new Map(teamIds.map((id) => [id, deductionFor(input.pointDeductions, id)]));
  const points = new Map(
    teamIds.map((id) => [id, (records.get(id)?.matchPoints ?? 0) - (deducted.get(id) ?? 0)]),
  );
  const order = rankTeams({ records, points, matches, venue, rules }, teamIds);
  return order.map((teamId, index) => {
    const r = records.get(teamId);
    if (!r) throw new Error(`No record for team ${String(teamId)}`);
    return {
      position: index + 1,
      teamId,
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goalsFor: r.goalsFor,
      goalsAgainst: r.goalsAgainst,
      goalDifference: r.goalsFor - r.goalsAgainst,
      points: points.get(teamId) ?? 0,
      pointsDeducted: deducted.get(teamId) ?? 0,
      form: formLength > 0 ? r.results.slice(-formLength) : [],
    };
  });
}
