/** Test helper: a live log entry for one match (a Serie A match on 16 August 2026; only its id varies). */
import type { LiveMatchMessage } from '@pallone/core';
import type { LiveEntry } from '../liveLog.ts';

export const liveEntry = (matchId: number): LiveEntry => ({
  kind: 'match',
  matchId,
  competitionId: 68,
  day: '2026-08-16',
  data: { id: matchId } as LiveMatchMessage,
});
