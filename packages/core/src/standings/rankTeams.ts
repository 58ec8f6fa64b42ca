import { tallyTeamRecords, type TeamRecord } from './teamRecords.ts';
import type {
  HeadToHeadStat,
  OpponentsStat,
  OverallStat,
  TieBreakCriterion,
  TieBreakRules,
} from './tieBreakCriteria.ts';
import type { StandingsMatch, StandingsVenue, TeamId } from './types.ts';

/** Everything the tie-breakers may look at. */
export interface RankingContext {
  /** The table's records (venue applied), one per participating team. */
  records: ReadonlyMap<TeamId, TeamRecord>;
  /** Table points after deductions. */
  points: ReadonlyMap<TeamId, number>;
  /** The counted matches among participants (all venues; the mini-tables apply `venue` themselves). */
  matches: readonly StandingsMatch[];
  venue: StandingsVenue;
  rules: TieBreakRules;
}

/** Sort key: compared element by element, bigger first. */
type Key = readonly number[];

function record(ctx: RankingContext, id: TeamId): TeamRecord {
  const found = ctx.records.get(id);
  if (!found) throw new Error(`No record for team ${String(id)}`);
  return found;
}

/** A statistic read from one record alone: the same reading overall and head-to-head. */
function recordValue(r: TeamRecord, stat: Exclude<OverallStat, 'fewestPointsLost'>): number {
  switch (stat) {
    case 'goalDifference':
      return r.goalsFor - r.goalsAgainst;
    case 'goalsFor':
      return r.goalsFor;
    case 'awayGoalsFor':
      return r.awayGoalsFor;
    case 'wins':
      return r.won;
    case 'awayWins':
      return r.awayWins;
  }
}

function overallValue(ctx: RankingContext, id: TeamId, stat: OverallStat): number {
  const r = record(ctx, id);
  if (stat === 'fewestPointsLost') return -(r.played * ctx.rules.pointsForWin - (ctx.points.get(id) ?? 0));
  return recordValue(r, stat);
}

/** Sum of a statistic over the opponents met (one term per match), from their records in this table. */
function opponentsValue(ctx: RankingContext, id: TeamId, stat: OpponentsStat): number {
  let sum = 0;
  for (const opponent of record(ctx, id).opponents) {
    const o = record(ctx, opponent);
    if (stat === 'points') sum += ctx.points.get(opponent) ?? 0;
    else if (stat === 'goalDifference') sum += o.goalsFor - o.goalsAgainst;
    else sum += o.goalsFor;
  }
  return sum;
}

function headToHeadValue(r: TeamRecord, stat: HeadToHeadStat): number {
  return stat === 'points' ? r.matchPoints : recordValue(r, stat);
}

/** True when every team of `teams` has hosted every other one (double round-robin complete). */
function allMatchesPlayed(ctx: RankingContext, teams: readonly TeamId[]): boolean {
  const met = new Set(ctx.matches.map((m) => `${String(m.homeTeamId)}\u0000${String(m.awayTeamId)}`));
  return teams.every((home) =>
    teams.every((away) => home === away || met.has(`${String(home)}\u0000${String(away)}`)),
  );
}

/** The mini-table of the matches among `teams` only. */
export function headToHeadRecords(ctx: RankingContext, teams: readonly TeamId[]): Map<TeamId, TeamRecord> {
  const inGroup = new Set(teams);
  const among = ctx.matches.filter((m) => inGroup.has(m.homeTeamId) && inGroup.has(m.awayTeamId));
  return tallyTeamRecords(teams, among, ctx.venue, ctx.rules);
}

/** Keys for `teams` under one criterion, or null when the criterion does not apply to them. */
function keysFor(
  ctx: RankingContext,
  teams: readonly TeamId[],
  criterion: TieBreakCriterion,
): Map<TeamId, Key> | null {
  switch (criterion.kind) {
    case 'overall':
      return new Map(teams.map((id) => [id, [overallValue(ctx, id, criterion.stat)]]));
    case 'opponents':
      return new Map(teams.map((id) => [id, [opponentsValue(ctx, id, criterion.stat)]]));
    case 'headToHead': {
      if (criterion.onlyWhenAllMatchesPlayed && !allMatchesPlayed(ctx, teams)) return null;
      const mini = headToHeadRecords(ctx, teams);
      return new Map(
        teams.map((id) => {
          const r = mini.get(id);
          return [id, r ? criterion.stats.map((stat) => headToHeadValue(r, stat)) : []];
        }),
      );
    }
  }
}

function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Splits `teams` into groups of equal key, best group first. */
function splitBy(teams: readonly TeamId[], keys: ReadonlyMap<TeamId, Key>): TeamId[][] {
  const keyOf = (id: TeamId): Key => keys.get(id) ?? [];
  const sorted = [...teams].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const groups: TeamId[][] = [];
  for (const id of sorted) {
    const last = groups.at(-1);
    const first = last?.[0];
    if (last && first !== undefined && compareKeys(keyOf(first), keyOf(id)) === 0) last.push(id);
    else groups.push([id]);
  }
  return groups;
}

/** Last resort when the rule set's criteria are exhausted: numeric ids ascending, else code-unit order. */
export function compareTeamIds(a: TeamId, b: TeamId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

function breakTie(
  ctx: RankingContext,
  teams: readonly TeamId[],
  criteria: readonly TieBreakCriterion[],
): TeamId[] {
  if (teams.length < 2) return [...teams];
  const [criterion, ...rest] = criteria;
  if (!criterion) return [...teams].sort(compareTeamIds);
  const keys = keysFor(ctx, teams, criterion);
  if (!keys) return breakTie(ctx, teams, rest);
  return splitBy(teams, keys).flatMap((group) => {
    const reapply =
      criterion.kind === 'headToHead' &&
      criterion.reapplyToRemaining &&
      group.length > 1 &&
      group.length < teams.length;
    return breakTie(ctx, group, reapply ? criteria : rest);
  });
}

/** Orders `teamIds` by points, then by the rule set's tie-breakers. */
export function rankTeams(ctx: RankingContext, teamIds: readonly TeamId[]): TeamId[] {
  const byPoints = new Map(teamIds.map((id) => [id, [ctx.points.get(id) ?? 0]] as const));
  return splitBy(teamIds, byPoints).flatMap((group) => breakTie(ctx, group, ctx.rules.criteria));
}
