import type { Language } from '../types/Language.ts';
import type { MatchEvent, MatchPeriod } from '../types/MatchEvent.ts';

export type TimelineEventType = 'substitute-in' | 'substitute-out' | 'card' | 'goal' | 'own-goal';
export type CardColor = 'yellow' | 'yellow-red' | 'red';

/** A match event ready for the timeline widget. */
export interface TimelineEvent {
  id: number;
  type: TimelineEventType;
  /** Set for `card` events only. */
  card: CardColor | null;
  matchPeriod: MatchPeriod;
  minute: number | null;
  stoppage: number | null;
  /** `45'`, `90+3'`, or `''` when the minute is unknown. */
  minuteLabel: string;
  /** The player's name; own goals are prefixed (`Autogol Rossi`). */
  message: string;
  penalty: boolean;
  teamId: number | null;
  teamName: string | null;
}

const PERIOD_ORDER: Record<MatchPeriod, number> = { '1H': 0, '2H': 1, '1EH': 2, '2EH': 3, P: 4 };

const OWN_GOAL_PREFIX: Record<Language, string> = { it: 'Autogol', en: 'Own goal' };

const TYPES: Record<string, { type: TimelineEventType; card: CardColor | null }> = {
  'substitute-in': { type: 'substitute-in', card: null },
  'substitute-out': { type: 'substitute-out', card: null },
  yellow: { type: 'card', card: 'yellow' },
  'yellow-red': { type: 'card', card: 'yellow-red' },
  red: { type: 'card', card: 'red' },
  goal: { type: 'goal', card: null },
  'own-goal': { type: 'own-goal', card: null },
};

export function minuteLabel(minute: number | null, stoppage: number | null): string {
  if (minute === null) return '';
  return stoppage ? `${minute}+${stoppage}'` : `${minute}'`;
}

/**
 * SPEC §4: maps event subtypes to timeline types (unknown subtypes are dropped) and sorts by match period
 * (1H, 2H, 1EH, 2EH, P), then minute, then stoppage. Events without a minute come last in their period;
 * ties keep the API's order.
 */
export function mapMatchEvents(events: readonly MatchEvent[], lang: Language): TimelineEvent[] {
  const mapped: TimelineEvent[] = [];
  for (const event of events) {
    const known = Object.hasOwn(TYPES, event.subtype) ? TYPES[event.subtype] : undefined;
    if (!known) continue;
    const name = event.player?.name ?? event.playerName;
    mapped.push({
      id: event.id,
      type: known.type,
      card: known.card,
      matchPeriod: event.matchPeriod,
      minute: event.minute,
      stoppage: event.stoppage,
      minuteLabel: minuteLabel(event.minute, event.stoppage),
      message: known.type === 'own-goal' ? `${OWN_GOAL_PREFIX[lang]} ${name}` : name,
      penalty: event.penalty,
      teamId: event.team?.id ?? null,
      teamName: event.team?.name ?? null,
    });
  }
  return mapped.sort(
    (a, b) =>
      (PERIOD_ORDER[a.matchPeriod] ?? 99) - (PERIOD_ORDER[b.matchPeriod] ?? 99) ||
      (a.minute ?? Infinity) - (b.minute ?? Infinity) ||
      (a.stoppage ?? 0) - (b.stoppage ?? 0),
  );
}
