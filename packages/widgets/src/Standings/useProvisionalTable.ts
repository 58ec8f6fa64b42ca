import { useMemo } from 'react';
import { provisionalStandings, type StandingRow } from '@pallone/core';
import { usePlayingInGroup, type ProvisionalScope } from './usePlayingInGroup.ts';

/**
 * The table as it stands, or — while matches of the group are being played — the provisional "live" table with
 * their current scores counted (core's provisionalStandings), following the competition's live stream. Only the
 * overall table of the current turn goes live.
 */
export function useProvisionalTable(
  rows: readonly StandingRow[] | undefined,
  scope: ProvisionalScope,
): { rows: readonly StandingRow[] | undefined; live: boolean } {
  const playing = usePlayingInGroup(scope);
  const { enabled } = scope;
  return useMemo(() => {
    const results = Object.values(playing);
    if (!enabled || !rows || results.length === 0) return { rows, live: false };
    return { rows: provisionalStandings(rows, results), live: true };
  }, [rows, playing, enabled]);
}
