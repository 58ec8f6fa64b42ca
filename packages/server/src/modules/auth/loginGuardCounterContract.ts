/** What every login counter must do (database and Redis alike); each counter's test file runs it. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LoginCounter } from './loginGuardCounter.ts';

export function expectLoginCounterContract(create: () => Promise<LoginCounter>): void {
  let counter: LoginCounter;
  beforeAll(async () => {
    counter = await create();
  });
  afterAll(() => counter.close());

  it("runs the window on the app's clock, takes attempts back without going below zero, and forgets keys", async () => {
    const start = new Date('2026-11-22T12:00:00Z');
    const later = (ms: number) => new Date(start.getTime() + ms);
    expect((await counter.hit(['k'], start, 60_000))[0]).toEqual({
      key: 'k',
      attempts: 1,
      windowEndsAt: later(60_000),
    });
    expect((await counter.hit(['k'], later(59_999), 60_000))[0]?.attempts).toBe(2);
    expect((await counter.hit(['k'], later(60_000), 60_000))[0]).toEqual({
      key: 'k',
      attempts: 1,
      windowEndsAt: later(120_000),
    });
    await counter.release(['k']);
    await counter.release(['k']);
    expect((await counter.hit(['k'], later(60_000), 60_000))[0]?.attempts).toBe(1);
    await counter.clear(['k']);
    expect((await counter.hit(['k'], later(61_000), 60_000))[0]?.windowEndsAt).toEqual(later(121_000));
  });

  it('gives 30 parallel hits on two keys the counts 1 to 30, each once, the same on both keys', async () => {
    const at = new Date('2026-11-22T13:00:00Z');
    const counts = await Promise.all(
      Array.from({ length: 30 }, () => counter.hit(['parallel', 'parallel-too'], at, 60_000)),
    );
    const seen = counts.map(([first]) => first?.attempts).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(counts.every(([first, second]) => first?.attempts === second?.attempts)).toBe(true);
  });
}
