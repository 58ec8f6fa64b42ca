import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS, nextAttemptDelayMs } from './backoff.ts';

describe('backoff', () => {
  it('waits the interval after a success and doubles it per failure, up to six hours', () => {
    expect(nextAttemptDelayMs(900_000, 0)).toBe(900_000);
    expect(nextAttemptDelayMs(900_000, 1)).toBe(1_800_000);
    expect(nextAttemptDelayMs(900_000, 3)).toBe(7_200_000);
    expect(nextAttemptDelayMs(900_000, 30)).toBe(MAX_BACKOFF_MS);
    expect(nextAttemptDelayMs(1_000, 2)).toBe(4_000);
  });
});
