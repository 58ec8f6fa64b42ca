import type { CardColor, Language, LiveClockWords, TimelineEventType } from '@pallone/core';
import type { TimelinePart } from './timelineSections.ts';

type IconKind = Exclude<TimelineEventType, 'card'> | CardColor;

interface MatchTimelineMessages {
  title: string;
  empty: string;
  penalty: string;
  icons: Record<IconKind, string>;
  /** The headings over each part of the match. */
  parts: Record<TimelinePart, string>;
  live: string;
  /** The label of a match replayed through the live feed (npm run replay): never shown as a real live match. */
  replay: string;
  /** What the live clock shows for the breaks and the shoot-out. */
  clock: LiveClockWords;
}

/** MatchTimeline texts; an icon's text is what a screen reader says for it. */
export const matchTimelineMessages: Record<Language, MatchTimelineMessages> = {
  it: {
    title: 'Cronaca',
    empty: 'Nessun evento disponibile',
    penalty: '(rig.)',
    icons: {
      goal: 'Gol',
      'own-goal': 'Autogol',
      yellow: 'Ammonizione',
      'yellow-red': 'Doppia ammonizione',
      red: 'Espulsione',
      'substitute-in': 'Entra',
      'substitute-out': 'Esce',
    },
    parts: { firstHalf: '1° tempo', secondHalf: '2° tempo', extraTime: 'Supplementari', penalties: 'Rigori' },
    live: 'Live',
    replay: 'Replay',
    clock: { halfTime: 'Intervallo', breakTime: 'Pausa', penalties: 'Rigori' },
  },
  en: {
    title: 'Timeline',
    empty: 'No events available',
    penalty: '(pen.)',
    icons: {
      goal: 'Goal',
      'own-goal': 'Own goal',
      yellow: 'Yellow card',
      'yellow-red': 'Second yellow card',
      red: 'Red card',
      'substitute-in': 'Substitute on',
      'substitute-out': 'Substitute off',
    },
    parts: { firstHalf: '1st half', secondHalf: '2nd half', extraTime: 'Extra time', penalties: 'Penalties' },
    live: 'Live',
    replay: 'Replay',
    clock: { halfTime: 'Half time', breakTime: 'Break', penalties: 'Penalties' },
  },
};

export type { IconKind };
