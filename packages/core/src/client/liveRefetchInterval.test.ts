import { describe, expect, it } from 'vitest';
import { LIVE_REFETCH_MS, liveRefetchInterval } from './liveRefetchInterval.ts';

describe('liveRefetchInterval', () => {
  it('polls every 15 s while one match is live', () => {
    expect(LIVE_REFETCH_MS).toBe(15_000);
    expect(liveRefetchInterval([{ status: 'played' }, { status: 'inPlay2H' }])).toBe(LIVE_REFETCH_MS);
    expect(liveRefetchInterval({ status: 'halfTime' })).toBe(LIVE_REFETCH_MS);
  });

  it('does not poll without a live match or before the data is there', () => {
    expect(liveRefetchInterval([{ status: 'played' }, { status: 'scheduled' }])).toBe(false);
    expect(liveRefetchInterval({ status: 'suspended' })).toBe(false);
    expect(liveRefetchInterval([])).toBe(false);
    expect(liveRefetchInterval(undefined)).toBe(false);
    expect(liveRefetchInterval(null)).toBe(false);
  });
});
