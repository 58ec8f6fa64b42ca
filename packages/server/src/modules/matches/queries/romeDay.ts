/**
 * Europe/Rome calendar days as UTC instants: "a day's matches" means the matches kicking off between that Rome
 * day's midnight and the next one (23 or 25 hours on DST change days).
 */
const ROME = 'Europe/Rome';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ROME,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Rome's wall clock is ahead of UTC at `instant`. */
function romeOffsetMs(instant: number): number {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(new Date(instant))) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of 00:00 in Rome on `date` (`YYYY-MM-DD`). */
export function romeMidnight(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - romeOffsetMs(wall);
  return new Date(wall - romeOffsetMs(first));
}

/** `[start, end)` of the Rome day `date`. */
export function romeDayRange(date: string): { start: Date; end: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return { start: romeMidnight(date), end: romeMidnight(next) };
}

// Made once: creating a DateTimeFormat costs ~100× a format call, and a prediction list asks for hundreds of days.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ROME,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Rome calendar day (`YYYY-MM-DD`) of an instant. */
export function romeDateOf(instant: Date): string {
  return dayFormat.format(instant);
}

/** Whole days from Rome day `a` to Rome day `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
