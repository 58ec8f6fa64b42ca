import {
  mapMatchEvents,
  type Language,
  type Match,
  type MatchEvent,
  type TimelineEvent,
} from '@pallone/core';

export type Side = 'home' | 'away' | 'none';

export interface TimelineItem extends TimelineEvent {
  side: Side;
  player: MatchEvent['player'];
}

/**
 * SPEC §4 mapping and order (core `mapMatchEvents`: unknown subtypes dropped, by period then minute), with the
 * side of each event: its team is the home or the away team of the match.
 */
export function timelineItems(
  match: Match,
  events: readonly MatchEvent[],
  language: Language,
): TimelineItem[] {
  const players = new Map(events.map((event) => [event.id, event.player]));
  return mapMatchEvents(events, language).map((event) => ({
    ...event,
    side:
      event.teamId !== null && event.teamId === match.homeTeam?.id
        ? 'home'
        : event.teamId !== null && event.teamId === match.awayTeam?.id
          ? 'away'
          : 'none',
    player: players.get(event.id) ?? null,
  }));
}
