/**
 * Local wall-clock time in a zone → UTC instant, without Temporal: Intl gives the zone's offset at an instant,
 * and two passes settle it across DST changes. Zones are IANA names or fixed offsets such as `UTC-6`.
 */

const FIXED_OFFSET = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A fixed offset in minutes for `UTC`, `UTC+2`, `UTC-06:00`, or null for an IANA name. */
export function parseFixedOffset(zone: string): number | null {
  const trimmed = zone.trim();
  if (/^(?:UTC|GMT|Z)$/i.test(trimmed)) return 0;
  const match = FIXED_OFFSET.exec(trimmed);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** True for an IANA zone Intl knows, or a fixed offset. */
export function isValidTimeZone(zone: string): boolean {
  if (parseFixedOffset(zone) !== null) return true;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC in minutes at an instant (local = UTC + offset). */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  const fixed = parseFixedOffset(zone);
  if (fixed !== null) return fixed;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/** Parses `YYYY-MM-DD` strictly (a real calendar day), or null. */
export function parseIsoDate(date: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** Parses `HH:MM` (00:00–23:59), or null. */
export function parseClockTime(time: string): { hour: number; minute: number } | null {
  const match = TIME.exec(time);
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/**
 * The UTC instant of `date` `time` on the wall clock of `zone`. Throws on a malformed date, time or zone.
 * In the autumn overlap the earlier (summer-time) instant is chosen; a time in the spring gap moves forward.
 */
export function zonedTimeToUtc(date: string, time: string, zone: string): Date {
  const day = parseIsoDate(date);
  if (!day) throw new RangeError(`invalid date "${date}"`);
  const clock = parseClockTime(time);
  if (!clock) throw new RangeError(`invalid time "${time}"`);
  if (!isValidTimeZone(zone)) throw new RangeError(`invalid time zone "${zone}"`);
  const wall = Date.UTC(day.year, day.month - 1, day.day, clock.hour, clock.minute);
  const dayMs = 86_400_000;
  const before = wall - zoneOffsetMinutes(zone, wall - dayMs) * 60_000;
  const after = wall - zoneOffsetMinutes(zone, wall + dayMs) * 60_000;
  const reproduces = (t: number) => t + zoneOffsetMinutes(zone, t) * 60_000 === wall;
  const valid = [before, after].filter(reproduces);
  // Overlap: two valid instants, take the earlier; gap: none, keep the pre-change offset (moves forward).
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}
