/**
 * The running match clock (issue #10 §2): the minute of play now, counted from the time the period in progress
 * started, in the `45+2` style once the period's regular time is over. Null when no period is being played.
 */
const PERIODS: Readonly<Record<string, { base: number; length: number }>> = {
  inPlay1H: { base: 0, length: 45 },
  inPlay2H: { base: 45, length: 45 },
  inPlay1EH: { base: 90, length: 15 },
  inPlay2EH: { base: 105, length: 15 },
};

export interface MatchClockInput {
  status: string;
  /** When the period in progress started (ISO instant or Date); null when unknown. */
  periodStartedAt: Date | string | null;
  /** Match seconds per real second (a replay's speed); 1 when omitted. */
  clockRate?: number;
}

export function matchClock(match: MatchClockInput, now: Date): string | null {
  if (match.status === 'halfTime') return 'HT';
  if (match.status === 'breakTime') return 'ET';
  if (match.status === 'inPlayP') return 'PEN';
  const period = PERIODS[match.status];
  if (!period || match.periodStartedAt === null) return null;
  const started = new Date(match.periodStartedAt).getTime();
  const rate = match.clockRate ?? 1;
  const elapsed = Math.max(0, Math.floor(((now.getTime() - started) * rate) / 60_000));
  const minute = period.base + elapsed + 1;
  const end = period.base + period.length;
  return minute > end ? `${end}+${minute - end}` : String(minute);
}
