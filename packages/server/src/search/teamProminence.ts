/**
 * Teams' prominence in memory (decision 019; SQL `teamProminenceSql`): per team, its matches' kick-offs in order
 * with running weight sums, so the weight kicked off in (now − PROMINENCE_WINDOW_DAYS, now] is two binary
 * searches for any `now`, and nothing here goes stale as the clock moves.
 */
import { PROMINENCE_WINDOW_DAYS, TOP_COMPETITION_IDS, TOP_LEAGUE_MATCH_WEIGHT } from '@pallone/core';

export interface ProminenceMatch {
  homeTeamId: number | null;
  awayTeamId: number | null;
  kickoffAt: Date;
  competitionId: number;
}

interface TeamKickoffs {
  /** Kick-offs in ms, ascending. */
  at: Float64Array;
  /** `sums[i]`: the weight of the first i kick-offs. */
  sums: Float64Array;
}

const WINDOW_MS = PROMINENCE_WINDOW_DAYS * 86_400_000;
const TOP = new Set<number>(TOP_COMPETITION_IDS);

/** How many of the ascending `at` are ≤ `limit`. */
function countUpTo(at: Float64Array, limit: number): number {
  let low = 0;
  let high = at.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (at[middle]! <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class TeamProminence {
  private readonly teams = new Map<number, TeamKickoffs>();

  constructor(matches: readonly ProminenceMatch[]) {
    const sides = new Map<number, { at: number; weight: number }[]>();
    for (const match of matches) {
      const weight = TOP.has(match.competitionId) ? TOP_LEAGUE_MATCH_WEIGHT : 1;
      for (const team of [match.homeTeamId, match.awayTeamId]) {
        if (team === null) continue;
        const list = sides.get(team) ?? [];
        list.push({ at: match.kickoffAt.getTime(), weight });
        sides.set(team, list);
      }
    }
    for (const [team, list] of sides) {
      list.sort((a, b) => a.at - b.at);
      const sums = new Float64Array(list.length + 1);
      list.forEach((side, i) => (sums[i + 1] = sums[i]! + side.weight));
      this.teams.set(team, { at: Float64Array.from(list, (side) => side.at), sums });
    }
  }

  /** The team's weighted matches kicked off after now − the window and up to now; 0 for no team. */
  of(teamId: number | null, now: Date): number {
    const kickoffs = teamId === null ? undefined : this.teams.get(teamId);
    if (!kickoffs) return 0;
    const to = now.getTime();
    return (
      kickoffs.sums[countUpTo(kickoffs.at, to)]! - kickoffs.sums[countUpTo(kickoffs.at, to - WINDOW_MS)]!
    );
  }
}
