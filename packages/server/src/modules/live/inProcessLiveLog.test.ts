import { describe, expect, it } from 'vitest';
import { InProcessLiveLog } from './inProcessLiveLog.ts';
import { liveEntry as entry } from './testing/liveEntry.ts';

describe('the in-process live log', () => {
  it('hands appended entries to listeners with growing ids and resumes after any id it still keeps', async () => {
    const log = new InProcessLiveLog(3);
    const seen: string[] = [];
    log.subscribe((entries) => seen.push(...entries.map((e) => e.id)));
    const start = log.head();
    await log.append([entry(1), entry(2)]);
    expect(seen).toHaveLength(2);
    expect(log.head()).toBe(seen[1]);
    expect((await log.since(start))?.map((e) => e.matchId)).toEqual([1, 2]);
    expect((await log.since(seen[0]!))?.map((e) => e.matchId)).toEqual([2]);
    expect(await log.since(seen[1]!)).toEqual([]);
  });

  it('answers null (a snapshot is needed) for an id it dropped, an id of another run and a malformed id', async () => {
    const log = new InProcessLiveLog(2);
    const seen: string[] = [];
    log.subscribe((entries) => seen.push(...entries.map((e) => e.id)));
    await log.append([entry(1), entry(2), entry(3), entry(4)]);
    expect(await log.since(seen[0]!)).toBeNull();
    expect((await log.since(seen[1]!))?.map((e) => e.matchId)).toEqual([3, 4]);
    expect(await log.since(`other.${seen.length}`)).toBeNull();
    expect(await log.since('x')).toBeNull();
    expect(await log.since(seen[3]!.replace(/\d+$/, '99'))).toBeNull();
  });
});
