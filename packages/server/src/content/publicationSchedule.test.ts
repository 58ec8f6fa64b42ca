/** How long an answer may be kept around the next scheduled publication (decision 039), on a fixed clock. */
import { describe, expect, it } from 'vitest';
import { PublicationSchedule } from './publicationSchedule.ts';

const T0 = Date.parse('2026-11-20T12:00:00.000Z');

function scheduleWith(answers: (Date | null)[]) {
  const reads: Date[] = [];
  const schedule = new PublicationSchedule(
    async (now) => {
      reads.push(now);
      return answers.shift() ?? null;
    },
    () => new Date(T0),
  );
  return { schedule, reads };
}

describe('publication schedule', () => {
  it('keeps nothing until the first read is in, then caps at the whole seconds left', async () => {
    const { schedule, reads } = scheduleWith([new Date(T0 + 30_500)]);
    expect(schedule.secondsLeft(T0)).toBe(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toHaveLength(1);
    expect(schedule.secondsLeft(T0)).toBe(30);
    expect(schedule.secondsLeft(T0 + 30_000)).toBe(0);
  });

  it('reads the next one once the instant has passed, and caps nothing when none is left', async () => {
    const { schedule, reads } = scheduleWith([new Date(T0 + 10_000), null]);
    await schedule.refresh();
    expect(schedule.secondsLeft(T0 + 10_000)).toBe(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    expect(schedule.secondsLeft(T0 + 10_000)).toBe(Infinity);
  });

  it('ignores a read overtaken by a later refresh (a change arriving while reading)', async () => {
    let release: (next: Date | null) => void = () => undefined;
    const slow = new Promise<Date | null>((resolve) => (release = resolve));
    const answers = [slow, Promise.resolve(new Date(T0 + 5_000))];
    const schedule = new PublicationSchedule(
      () => answers.shift()!,
      () => new Date(T0),
    );
    const first = schedule.refresh();
    await schedule.refresh();
    release(null);
    await first;
    expect(schedule.secondsLeft(T0)).toBe(5);
  });

  it('keeps nothing after a failed read, and tries again on the next request', async () => {
    let fail = true;
    const schedule = new PublicationSchedule(
      async () => {
        if (fail) throw new Error('database down');
        return null;
      },
      () => new Date(T0),
    );
    await schedule.refresh();
    fail = false;
    expect(schedule.secondsLeft(T0)).toBe(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(schedule.secondsLeft(T0)).toBe(Infinity);
  });
});
