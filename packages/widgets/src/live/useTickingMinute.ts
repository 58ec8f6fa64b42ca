import { useEffect, useState } from 'react';
import { matchClock, type LiveMatch, type Match } from '@pallone/core';

const RUNNING = new Set(['inPlay1H', 'inPlay2H', 'inPlay1EH', 'inPlay2EH']);

/**
 * The match with its minute ticking on the client between stream messages: while a period is being played and
 * the stream said when it started (`periodStartedAt`, at `clockRate` match seconds per second), the minute is
 * recomputed with core's matchClock; at half-time, between periods and at the end it stays as sent.
 */
export function useTickingMinute<T extends Match>(match: T): T {
  const { periodStartedAt, clockRate = 1 } = match as LiveMatch;
  const ticking = RUNNING.has(match.status) && typeof periodStartedAt === 'string';
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!ticking) return;
    const everyMs = Math.max(250, Math.min(1000, 60_000 / Math.max(clockRate, 1) / 4));
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [ticking, clockRate]);
  if (!ticking || now === null) return match;
  const minute = matchClock({ status: match.status, periodStartedAt, clockRate }, now);
  return minute === null || minute === match.minute ? match : { ...match, minute };
}
