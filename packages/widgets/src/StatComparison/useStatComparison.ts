import { useQuery } from '@tanstack/react-query';
import { matchQuery, matchStatsQuery, teamComparisonQuery, teamQuery } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';

export type StatComparisonSource =
  | {
      /**
       * Two teams' ids, compared over their matches (or give `matchId`).
       * @default none: give `teamIds` or `matchId`
       */
      teamIds: readonly [number, number];
      /**
       * The competition season the teams are compared over.
       * @default every match of the data (all competitions and seasons)
       */
      competitionSeasonId?: number | undefined;
      matchId?: undefined;
    }
  | {
      /**
       * A match's id: its two teams' statistics in that match (or give `teamIds`).
       * @default none: give `matchId` or `teamIds`
       */
      matchId: number;
      teamIds?: undefined;
      competitionSeasonId?: undefined;
    };

/**
 * The comparison and the names of its teams: `/teams/getComparison` and both teams, or a match's
 * `/matches/{id}/getStats` and the match. Only the queries of the chosen source run.
 */
export function useStatComparison(source: StatComparisonSource) {
  const { client } = usePallone();
  const byMatch = source.matchId !== undefined;
  const matchId = source.matchId ?? 0;
  const [first, second] = source.teamIds ?? [0, 0];
  const matchStats = useQuery({ ...matchStatsQuery(client, matchId), enabled: byMatch });
  const match = useQuery({ ...matchQuery(client, matchId), enabled: byMatch });
  const teams = useQuery({
    ...teamComparisonQuery(client, first, second, source.competitionSeasonId),
    enabled: !byMatch,
  });
  const firstTeam = useQuery({ ...teamQuery(client, first), enabled: !byMatch });
  const secondTeam = useQuery({ ...teamQuery(client, second), enabled: !byMatch });
  return byMatch
    ? ({ byMatch, stats: matchStats, match } as const)
    : ({ byMatch, stats: teams, firstTeam, secondTeam } as const);
}
