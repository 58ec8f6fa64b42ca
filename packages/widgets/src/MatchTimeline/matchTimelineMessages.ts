import type { CardColor, Language, LiveClockWords, MatchPeriod, TimelineEventType } from '@pallone/core';

type IconKind = Exclude<TimelineEventType, 'card'> | CardColor;

interface MatchTimelineMessages {
  title: string;
  empty: string;
  penalty: string;
  icons: Record<IconKind, string>;
  periods: Record<MatchPeriod, string>;
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
    periods: {
      '1H': 'Primo tempo',
      '2H': 'Secondo tempo',
      '1EH': 'Primo tempo supplementare',
      '2EH': 'Secondo tempo supplementare',
      P: 'Rigori',
    },
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
    periods: {
      '1H': 'First half',
      '2H': 'Second half',
      '1EH': 'Extra time, first half',
      '2EH': 'Extra time, second half',
      P: 'Penalty shoot-out',
    },
    live: 'Live',
    replay: 'Replay',
    clock: { halfTime: 'Half time', breakTime: 'Break', penalties: 'Penalties' },
  },
};

export type { IconKind };
