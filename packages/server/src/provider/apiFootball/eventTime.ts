/**
 * An API-Football event's time (`elapsed` 90, `extra` 3 for 90+3) → the feed's minute, stoppage and period, and
 * an estimate of the instant it happened: from the half's real start (`fixture.periods`) where the provider
 * gives it, never later than `now`.
 */
import type { FeedPeriod } from '@pallone/contract';
import type { ApiFootballFixture } from './types.ts';

export interface FeedTime {
  minute: number;
  stoppage: number | null;
  period: FeedPeriod;
}

const PERIOD_BASE: Readonly<Record<FeedPeriod, number>> = { '1H': 0, '2H': 45, '1EH': 90, '2EH': 105 };

export function feedTimeOf(time: { elapsed: number; extra: number | null }): FeedTime {
  const minute = Math.min(130, Math.max(0, Math.trunc(time.elapsed)));
  const extra = time.extra === null ? 0 : Math.min(30, Math.max(0, Math.trunc(time.extra)));
  const period: FeedPeriod = minute <= 45 ? '1H' : minute <= 90 ? '2H' : minute <= 105 ? '1EH' : '2EH';
  return { minute, stoppage: extra > 0 ? extra : null, period };
}

/** When a half started: the provider's own record for the two halves, else an estimate from the kick-off. */
export function periodStartMs(fixture: ApiFootballFixture, period: FeedPeriod): number {
  const kickoff = fixture.fixture.timestamp * 1000;
  const first = (fixture.fixture.periods.first ?? fixture.fixture.timestamp) * 1000;
  const second = fixture.fixture.periods.second === null ? null : fixture.fixture.periods.second * 1000;
  if (period === '1H') return first;
  const secondStart = second ?? Math.max(kickoff, first) + 60 * 60_000;
  if (period === '2H') return secondStart;
  // Extra time starts about 50 minutes after the second half (45 + stoppage + a short break).
  return secondStart + (period === '1EH' ? 50 : 67) * 60_000;
}

/** The estimated instant of an event: the middle of its minute within its period, capped at `now - 1 ms`. */
export function eventInstant(fixture: ApiFootballFixture, time: FeedTime, now: Date): Date {
  const offsetMinutes = time.minute - PERIOD_BASE[time.period] - 1 + (time.stoppage ?? 0);
  const estimate = periodStartMs(fixture, time.period) + Math.max(0, offsetMinutes) * 60_000 + 30_000;
  return new Date(Math.min(estimate, now.getTime() - 1));
}
