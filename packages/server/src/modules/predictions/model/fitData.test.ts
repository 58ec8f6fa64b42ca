import { describe, expect, it } from 'vitest';
import { buildFitData } from './fitData.ts';
import { resolveFitOptions } from './fitOptions.ts';
import type { PlayedMatch } from './types.ts';

function match(
  date: string,
  home: string,
  away: string,
  competition = 'x.1',
  season = '2023-24',
): PlayedMatch {
  return {
    kickoffAt: new Date(`${date}T15:00:00Z`),
    homeTeamId: home,
    awayTeamId: away,
    homeGoals: 1,
    awayGoals: 0,
    competition,
    season,
    isLeague: !competition.startsWith('cup'),
  };
}

const options = resolveFitOptions({ halfLifeDays: 100 });

describe('buildFitData', () => {
  it('keeps only results strictly before asOf and weighs them by age', () => {
    const data = buildFitData(
      [match('2024-01-01', 'a', 'b'), match('2024-04-10', 'b', 'a'), match('2024-05-01', 'a', 'c')],
      new Date('2024-04-10T15:00:00Z'),
      options,
    );
    expect(data.home).toHaveLength(1);
    expect(data.weight[0]).toBeCloseTo(0.5, 1); // 100 days old, half-life 100 days
  });

  it('places teams in the league of their latest league result and spots clubs new to it', () => {
    const results = [
      match('2023-09-01', 'old', 'down'),
      match('2024-09-01', 'old', 'up'),
      match('2023-09-02', 'up', 'lower', 'x.2'),
      match('2024-10-01', 'old', 'foreign', 'cup.1'),
    ].map((m) =>
      m.kickoffAt.getUTCFullYear() === 2024 && m.competition === 'x.1' ? { ...m, season: '2024-25' } : m,
    );
    const data = buildFitData(results, new Date('2025-01-01T00:00:00Z'), options);
    const team = (id: string) => data.teamIndex.get(id)!;
    const league = (id: string) => data.leagueKeys[data.teamLeague[team(id)]!];
    expect(league('old')).toBe('x.1');
    expect(league('up')).toBe('x.1');
    expect(league('foreign')).toBe('');
    expect(data.teamIsNew[team('old')]).toBe(0);
    expect(data.teamIsNew[team('up')]).toBe(1); // promoted: no x.1 result in 2023-24
    expect(data.teamIsNew[team('down')]).toBe(0); // x.1 has no season before 2023-24 in the window
    expect(data.hasHome.every((value) => value === 1)).toBe(true);
  });

  it('lets the caller place a club in its new league before it plays there', () => {
    const results = [match('2023-09-01', 'old', 'other'), match('2023-09-02', 'up', 'lower', 'x.2')];
    const teamLeagues = new Map([['up', 'x.1']]);
    const data = buildFitData(results, new Date('2024-08-01T00:00:00Z'), { ...options, teamLeagues });
    const up = data.teamIndex.get('up')!;
    expect(data.leagueKeys[data.teamLeague[up]!]).toBe('x.1');
    expect(data.teamIsNew[up]).toBe(1);
  });
});
