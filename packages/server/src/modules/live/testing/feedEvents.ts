/** Test helper: live feed events for POST /feed/events, timed from a match's kick-off. */
export function feedEvents(matchId: number, kickoff: number) {
  const at = (minute: number) => new Date(kickoff + minute * 60_000).toISOString();
  return {
    kickOff: (id = 'kickoff') => ({ id, matchId, at: at(0), type: 'status', status: 'inPlay1H' }),
    /** A first-half goal, card… by `teamId`'s player `playerName` at `minute`. */
    event: (id: string, subtype: string, teamId: number, playerName: string, minute: number) => ({
      ...{ id, matchId, at: at(minute), type: 'event', subtype, teamId, playerName },
      ...{ minute, stoppage: null, period: '1H' },
    }),
    cancel: (id: string, eventId: string, minute: number) => ({
      ...{ id, matchId, at: at(minute), type: 'cancel', eventId },
    }),
  };
}
