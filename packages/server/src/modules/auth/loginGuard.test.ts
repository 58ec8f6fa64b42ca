/** How much an account attacked from many addresses is slowed down (decision 014). */
import { describe, expect, it } from 'vitest';
import { accountDelayMs, ACCOUNT_SLOWDOWN_AFTER, MAX_ACCOUNT_DELAY_MS } from './loginGuard.ts';

describe('accountDelayMs', () => {
  it('does not slow the first attempts, then doubles the wait per attempt up to a cap of a few seconds', () => {
    expect(accountDelayMs(1)).toBe(0);
    expect(accountDelayMs(ACCOUNT_SLOWDOWN_AFTER)).toBe(0);
    const waits = [1, 2, 3, 4, 5, 6].map((n) => accountDelayMs(ACCOUNT_SLOWDOWN_AFTER + n));
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    expect(accountDelayMs(10_000)).toBe(MAX_ACCOUNT_DELAY_MS);
  });
});
