import { describe, expect, it } from 'vitest';
import { followDayFrom, followLiveFrom } from './followLive.ts';

describe("when a competition page's table starts following the live stream", () => {
  it('half an hour before the kick-off of the match being played or next', () => {
    expect(followLiveFrom('2026-11-29T17:45:00.000Z')).toBe('2026-11-29T17:15:00.000Z');
  });

  it('never when no match is to come, at once when the API did not say', () => {
    expect(followLiveFrom(null)).toBeNull();
    expect(followLiveFrom(undefined)).toBeUndefined();
    expect(followLiveFrom('not a time')).toBeUndefined();
  });
});

describe("when a day's list of matches starts following the live stream", () => {
  const played = { date: '2026-11-29T11:30:00.000Z', status: 'played', ended: true } as const;
  const evening = { date: '2026-11-29T19:45:00.000Z', status: 'scheduled', ended: false } as const;
  const afternoon = { date: '2026-11-29T14:00:00.000Z', status: 'scheduled', ended: false } as const;

  it('half an hour before the first kick-off still to come, whatever order the list is in', () => {
    expect(followDayFrom([played, evening, afternoon])).toBe('2026-11-29T13:30:00.000Z');
  });

  it('at once while a match is live, kick-off called included', () => {
    expect(followDayFrom([{ ...afternoon, status: 'inPlay2H' }, evening])).toBeUndefined();
    expect(followDayFrom([{ ...evening, status: 'notStarted' }])).toBeUndefined();
  });

  it('never for a day whose matches are all played, postponed or cancelled, nor for a day without matches', () => {
    expect(
      followDayFrom([played, { ...evening, status: 'postponed' }, { ...afternoon, status: 'cancelled' }]),
    ).toBeNull();
    expect(followDayFrom([])).toBeNull();
  });
});
