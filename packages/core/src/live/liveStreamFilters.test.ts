import { describe, expect, it } from 'vitest';
import type { LiveStreamMessage } from './liveStreamMessages.ts';
import { liveFilterCovers, liveMessageMatches, mergeLiveFilters } from './liveStreamFilters.ts';

describe('mergeLiveFilters', () => {
  it('adds up match ids and keeps one day narrowed by the competitions all its subscribers ask for', () => {
    expect(
      mergeLiveFilters([
        { matchIds: [64, 9] },
        { date: '2023-10-27', competitionIds: [68] },
        { date: '2023-10-27', competitionIds: [7, 68] },
        { matchIds: [9] },
      ]),
    ).toEqual({ matchIds: [9, 64], date: '2023-10-27', competitionIds: [7, 68] });
  });

  it('drops the narrowing when a subscriber wants the whole day', () => {
    expect(mergeLiveFilters([{ date: '2023-10-27', competitionIds: [68] }, { date: '2023-10-27' }])).toEqual({
      matchIds: [],
      date: '2023-10-27',
      competitionIds: [],
    });
  });

  it('keeps the day most subscribers ask for; the others are not covered', () => {
    const merged = mergeLiveFilters([{ date: '2022-12-18' }, { date: '2023-10-27' }, { date: '2023-10-27' }]);
    expect(merged.date).toBe('2023-10-27');
    expect(liveFilterCovers(merged, { date: '2023-10-27' })).toBe(true);
    expect(liveFilterCovers(merged, { date: '2022-12-18' })).toBe(false);
  });

  it('covers a competition list only when the query has no day and holds all its competitions', () => {
    const merged = mergeLiveFilters([{ competitionIds: [68] }, { competitionIds: [7] }, { matchIds: [64] }]);
    expect(merged).toEqual({ matchIds: [64], date: null, competitionIds: [7, 68] });
    expect(liveFilterCovers(merged, { competitionIds: [68] })).toBe(true);
    expect(liveFilterCovers(merged, { matchIds: [64] })).toBe(true);
    expect(liveFilterCovers(merged, { matchIds: [9] })).toBe(false);
    expect(liveFilterCovers(merged, { date: '2023-10-27' })).toBe(false);
  });
});

describe('liveMessageMatches', () => {
  const genoa = {
    type: 'match',
    id: '1',
    data: { id: 1221, competitionId: 68, date: '2023-10-27T18:45:00.000Z' },
  } as LiveStreamMessage;
  const known = new Map();

  it('takes a day and competitions as narrowing each other, match ids as added', () => {
    expect(liveMessageMatches({ date: '2023-10-27' }, genoa, known)).toBe(true);
    expect(liveMessageMatches({ date: '2023-10-27', competitionIds: [68] }, genoa, known)).toBe(true);
    expect(liveMessageMatches({ date: '2023-10-27', competitionIds: [7] }, genoa, known)).toBe(false);
    expect(
      liveMessageMatches({ date: '2023-10-27', competitionIds: [7], matchIds: [1221] }, genoa, known),
    ).toBe(true);
    expect(liveMessageMatches({ matchIds: [64] }, genoa, known)).toBe(false);
  });
});
