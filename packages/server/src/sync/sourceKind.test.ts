import { describe, expect, it } from 'vitest';
import { sourceKind, UnknownSourceError } from './sourceKind.ts';

describe('sourceKind', () => {
  it('reads competition and season from football.json paths and URLs', () => {
    expect(
      sourceKind('https://raw.githubusercontent.com/openfootball/football.json/master/2026-27/it.1.json'),
    ).toEqual({
      format: 'openfootball',
      code: 'it.1',
      season: '2026-27',
    });
    expect(sourceKind('data/matches/2022/world.json')).toEqual({
      format: 'openfootball',
      code: 'world',
      season: '2022',
    });
    expect(sourceKind('/tmp/x/2025-26/uefa.cl.quali.json')).toMatchObject({
      code: 'uefa.cl.quali',
      season: '2025-26',
    });
  });

  it("reads football-data's season folder when the path has one", () => {
    expect(sourceKind('https://www.football-data.co.uk/mmz4281/2526/I1.csv')).toEqual({
      format: 'football-data',
      season: '2025-26',
    });
    expect(sourceKind('./I1.csv')).toEqual({ format: 'football-data', season: null });
  });

  it('refuses what it cannot place', () => {
    expect(() => sourceKind('https://example.test/it.1.json')).toThrow(UnknownSourceError);
    expect(() => sourceKind('https://example.test/2026-27/feed.xml')).toThrow(UnknownSourceError);
  });
});
