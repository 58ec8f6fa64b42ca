/**
 * When a prediction is made. Fits are cached per (scope, Europe/Rome calendar day), so a prediction is made at
 * 00:00 Rome of a day: for a match that has kicked off (or kicks off today), the start of its kick-off day — only
 * results of earlier days are known, never its own; for a later fixture, the start of today. A prediction shown
 * on match day is therefore the very one shown after the match.
 */
import { romeDateOf, romeMidnight } from '../../matches/queries/romeDay.ts';

export interface AsOfDay {
  /** The Rome calendar day, `YYYY-MM-DD`: part of the fit's cache key. */
  day: string;
  /** 00:00 Europe/Rome of `day`: the fit uses the results that kicked off strictly before it. */
  asOf: Date;
}

/** `known` holds the days already worked out, for callers placing many matches on few days. */
export function asOfDayOf(kickoffAt: Date, now: Date, known?: Map<string, AsOfDay>): AsOfDay {
  const basis = kickoffAt.getTime() < now.getTime() ? kickoffAt : now;
  const day = romeDateOf(basis);
  let asOfDay = known?.get(day);
  if (!asOfDay) {
    asOfDay = { day, asOf: romeMidnight(day) };
    known?.set(day, asOfDay);
  }
  return asOfDay;
}
