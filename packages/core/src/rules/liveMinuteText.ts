/** The words a live clock shows instead of a minute: the half-time and extra-time breaks, the shoot-out. */
export interface LiveClockWords {
  halfTime: string;
  breakTime: string;
  penalties: string;
}

/**
 * What a live match's clock reads (the API's `minute`): "45+2'" for a minute of play, the word for a break or
 * the shoot-out ("HT" → "Intervallo", "ET" → "Pausa", "PEN" → "Rigori").
 */
export function liveMinuteText(minute: string, words: LiveClockWords): string {
  if (minute === 'HT') return words.halfTime;
  if (minute === 'ET') return words.breakTime;
  if (minute === 'PEN') return words.penalties;
  return `${minute}'`;
}

/** The clock shows a minute of play ("67", "45+2"), not a break or the shoot-out: it runs. */
export function isRunningMinute(minute: string | null): boolean {
  return minute !== null && /^\d/.test(minute);
}
