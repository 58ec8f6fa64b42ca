import { describe, expect, it } from 'vitest';
import { FIRST_RULE_YEAR, LAST_RULE_YEAR, romeWallClock } from './romeWallClock.ts';
import { DEFAULT_TIME_ZONE, intlWallClock, zonedParts } from './zonedParts.ts';

const intl = (instant: number) => intlWallClock(instant, DEFAULT_TIME_ZONE);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every quarter hour from three hours before to three hours after `at`. */
const around = (at: number) => Array.from({ length: 25 }, (_, step) => at - 3 * HOUR + step * 15 * MINUTE);

/** The instants where Rome's offset may change in `year` (any Sunday at the end of March or October) and its turn. */
function instantsOf(year: number): number[] {
  const sundays = [2, 9].flatMap((month) =>
    [25, 26, 27, 28, 29, 30, 31].map((day) => Date.UTC(year, month, day, 1)),
  );
  return [...sundays.flatMap(around), ...around(Date.UTC(year, 0, 1) - HOUR)];
}

describe('romeWallClock', () => {
  it(`equals Intl's Europe/Rome around every change of offset and every new year, ${FIRST_RULE_YEAR}–${LAST_RULE_YEAR}`, () => {
    const mismatches: string[] = [];
    for (let year = FIRST_RULE_YEAR; year <= LAST_RULE_YEAR; year++)
      for (const instant of instantsOf(year)) {
        const ours = romeWallClock(instant);
        if (ours === null && new Date(instant).getUTCFullYear() < FIRST_RULE_YEAR) continue;
        const expected = intl(instant);
        if (JSON.stringify(ours) !== JSON.stringify(expected))
          mismatches.push(
            `${new Date(instant).toISOString()}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(expected)}`,
          );
      }
    expect(mismatches).toEqual([]);
  });

  it('equals Intl on 5,000 instants spread over the rule years', () => {
    const start = Date.UTC(FIRST_RULE_YEAR, 0, 1);
    const span = Date.UTC(LAST_RULE_YEAR, 11, 31) - start;
    let seed = 20_261_126;
    for (let index = 0; index < 5_000; index++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const instant = start + Math.floor(((seed / 2_147_483_648) * span) / MINUTE) * MINUTE;
      expect(romeWallClock(instant), new Date(instant).toISOString()).toEqual(intl(instant));
    }
  });

  it('answers nothing outside the rule years, and zonedParts then asks Intl', () => {
    expect(romeWallClock(Date.UTC(1995, 5, 1))).toBeNull();
    expect(romeWallClock(Date.UTC(2100, 5, 1))).toBeNull();
    // Italy ended summer time on the last Sunday of September until 1995: 15 October 1990 is UTC+1.
    expect(zonedParts('1990-10-15T12:00:00Z')).toMatchObject({ day: '15', hour: '13', minute: '00' });
    expect(zonedParts('1990-09-30T00:30:00Z')).toMatchObject({ day: '30', hour: '02', minute: '30' });
  });
});
