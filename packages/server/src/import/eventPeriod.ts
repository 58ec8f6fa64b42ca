/** The match period of an event, from the source's period text or from the minute (90+3 is minute 90). */
import type { MatchPeriod } from '@pallone/core';

/** ≤45 1H, ≤90 2H, ≤105 1EH, otherwise 2EH. */
export function periodFromMinute(minute: number): MatchPeriod {
  if (minute <= 45) return '1H';
  if (minute <= 90) return '2H';
  if (minute <= 105) return '1EH';
  return '2EH';
}

/** Fjelstul's `match_period`: "first half", "second half, stoppage time", "extra time, first half" … */
export function periodFromText(text: string | null | undefined): MatchPeriod | null {
  const t = (text ?? '').toLowerCase();
  if (t.includes('penalt') || t.includes('shootout')) return 'P';
  const extra = t.includes('extra time');
  if (t.includes('first half')) return extra ? '1EH' : '1H';
  if (t.includes('second half')) return extra ? '2EH' : '2H';
  return null;
}
