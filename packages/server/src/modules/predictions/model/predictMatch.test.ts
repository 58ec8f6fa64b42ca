import { describe, expect, it } from 'vitest';
import { fitModel } from './fitModel.ts';
import { predictMatch } from './predictMatch.ts';
import { realResults } from './testing/realResults.ts';
import type { Fixture } from './types.ts';

const results = [
  ...realResults('2023-24', 'it.1'),
  ...realResults('2024-25', 'it.1'),
  ...realResults('2024-25', 'it.2'),
];
// Inter v Como, Serie A 2024-25 (Como promoted from Serie B)
const played = results.find(
  (m) => m.homeTeamId === 'fc-internazionale-milano-ita' && m.awayTeamId === 'como-1907-ita',
)!;
const fixture: Fixture = {
  homeTeamId: played.homeTeamId,
  awayTeamId: played.awayTeamId,
  kickoffAt: played.kickoffAt,
  competition: 'it.1',
};
const before = (date: Date) => results.filter((m) => m.kickoffAt < date);

describe('predictMatch: no leakage', () => {
  it('uses only results that kicked off strictly before the match', () => {
    const withEverything = predictMatch(results, fixture);
    const onlyEarlier = predictMatch(before(played.kickoffAt), fixture);
    expect(withEverything).toEqual(onlyEarlier);
  });

  it('does not change for an earlier date when later results are added', () => {
    const asOf = new Date('2024-11-01T00:00:00Z');
    const early = predictMatch(before(asOf), fixture, asOf);
    const late = predictMatch(results, fixture, asOf);
    expect(late).toEqual(early);
    expect(late).not.toEqual(predictMatch(results, fixture));
  });

  it('never looks past the kickoff even when asOf is later', () => {
    const afterwards = new Date('2025-07-01T00:00:00Z');
    expect(predictMatch(results, fixture, afterwards)).toEqual(predictMatch(results, fixture));
  });

  it('excludes a result that kicks off exactly at asOf', () => {
    const model = fitModel(results, played.kickoffAt);
    const sameTime = results.filter((m) => m.kickoffAt.getTime() === played.kickoffAt.getTime()).length;
    expect(sameTime).toBeGreaterThan(0);
    expect(model.matchesUsed).toBe(before(played.kickoffAt).length);
  });
});
