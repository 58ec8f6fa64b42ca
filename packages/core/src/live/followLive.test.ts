import { describe, expect, it } from 'vitest';
import { followLiveFrom } from './followLiveFrom.ts';

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
