import { romeWallClock, type WallClock } from './romeWallClock.ts';

/** `Europe/Rome`, the zone match dates and times are shown in unless the visitor's own is asked for. */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

/** Pass as `timeZone` to use the visitor's (the runtime's) zone. */
export const VISITOR_TIME_ZONE = 'visitor';

export interface ZoneOptions {
  /** An IANA zone, or `VISITOR_TIME_ZONE`. Default `Europe/Rome`. */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-GB', {
      timeZone: timeZone === VISITOR_TIME_ZONE ? undefined : timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** The wall-clock parts of an instant (ms since the epoch) in a zone, as Intl reads them. */
export function intlWallClock(instant: number, timeZone: string): WallClock {
  const parts: WallClock = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof WallClock] = part.value;
  }
  return parts;
}

/**
 * The wall-clock parts of an ISO instant in a zone, or null when the input is not a valid date. Rome's come by
 * arithmetic where the EU rule holds (romeWallClock.ts), so a page's first render creates no Intl formatter.
 */
export function zonedParts(
  iso: string,
  { timeZone = DEFAULT_TIME_ZONE }: ZoneOptions = {},
): WallClock | null {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return null;
  return (timeZone === DEFAULT_TIME_ZONE ? romeWallClock(instant) : null) ?? intlWallClock(instant, timeZone);
}
