import type { StandingsMatch, TeamId } from '../types.ts';

let sequence = 0;

/** Test support: a played match `home homeGoals-awayGoals away`, a day after the previous one unless told. */
export function played(
  home: TeamId,
  homeGoals: number,
  awayGoals: number,
  away: TeamId,
  extra: Partial<StandingsMatch> = {},
): StandingsMatch {
  sequence += 1;
  return {
    id: `m${sequence}`,
    homeTeamId: home,
    awayTeamId: away,
    homeGoals,
    awayGoals,
    kickoffAt: new Date(Date.UTC(2024, 7, 1) + sequence * 86_400_000).toISOString(),
    turnNumber: null,
    status: 'played',
    ...extra,
  };
}

/** Test support: the columns a reader checks first, one tuple per row. */
export function summary(
  rows: readonly { position: number; teamId: TeamId; points: number; goalDifference: number }[],
) {
  return rows.map((r) => [r.position, r.teamId, r.points, r.goalDifference] as const);
}
