import { useMemo } from 'react';
import { provisionalStandings, type StandingRow } from '@pallone/core';
import { useLiveGroupMatches } from '../live/liveGroupMatches.ts';
import { useLiveStream } from '../live/useLiveStream.ts';

/**
 * The table as it stands, or — while matches of the group are being played — the provisional "live" table with
 * their current scores counted (core's provisionalStandings), following the competition's live stream. Only the
 * overall table of the current turn goes live.
 */
export function useProvisionalTable(
  rows: readonly StandingRow[] | undefined,
  scope: { competitionId: number; groupId: number | undefined; enabled: boolean },
): { rows: readonly StandingRow[] | undefined; live: boolean } {
  const { competitionId, groupId, enabled } = scope;
  useLiveStream(enabled && groupId !== undefined ? { competitionIds: [competitionId] } : null, {
    trackState: false,
  });
  const playing = useLiveGroupMatches(enabled ? groupId : undefined);
  return useMemo(() => {
    const results = Object.values(playing);
    if (!enabled || !rows || results.length === 0) return { rows, live: false };
    return { rows: provisionalStandings(rows, results), live: true };
  }, [rows, playing, enabled]);
}
