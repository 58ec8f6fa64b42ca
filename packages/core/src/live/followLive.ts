/** How long before a kick-off a table starts following the live stream (line-ups and warm-ups come then). */
export const FOLLOW_LIVE_BEFORE_MS = 30 * 60_000;

/**
 * The Standings' `followLiveFrom` for a season whose match being played, else next one, kicks off at `kickoff`
 * (the standings season's `liveOrNextKickoff`): half an hour before (in the past for a match being played: at
 * once); null, never, when none is to come; undefined, at once, when the API did not say.
 */
export function followLiveFrom(kickoff: string | null | undefined): string | null | undefined {
  if (kickoff === null || kickoff === undefined) return kickoff;
  const at = Date.parse(kickoff);
  return Number.isFinite(at) ? new Date(at - FOLLOW_LIVE_BEFORE_MS).toISOString() : undefined;
}
