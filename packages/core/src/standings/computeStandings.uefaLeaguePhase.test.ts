/**
 * UEFA Champions League 2024-25 league phase (the 144 "League, Matchday N" matches in data/matches) against the
 * official final ranking: one 36-team table, no head-to-head. Expected rows: [position, team id, points, GD].
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from './computeStandings.ts';
import { summary } from './testing/buildMatch.ts';
import { loadSeasonTable } from './testing/seasonTable.ts';

describe('UEFA Champions League 2024-25 league phase', async () => {
  const { matches, teamIds, table } = await loadSeasonTable('2024-25', 'uefa.cl', {
    keep: (m) => m.round.startsWith('League,'),
  });

  it('is built from 144 matches, eight per team', () => {
    expect(matches).toHaveLength(144);
    expect(table).toHaveLength(36);
    expect(table.every((r) => r.played === 8)).toBe(true);
  });

  it('matches the official ranking: Liverpool 21, then Barcelona, Arsenal, Inter on 19 by goal difference', () => {
    expect(summary(table).slice(0, 8)).toEqual([
      [1, 'liverpool-fc-eng', 21, 12],
      [2, 'fc-barcelona-esp', 19, 15],
      [3, 'arsenal-fc-eng', 19, 13],
      [4, 'fc-internazionale-milano-ita', 19, 10],
      [5, 'club-atletico-de-madrid-esp', 18, 8],
      [6, 'bayer-04-leverkusen-ger', 16, 8],
      [7, 'lille-osc-fra', 16, 7],
      [8, 'aston-villa-fc-eng', 16, 7],
    ]);
  });

  it('matches the official ranking from 9th to 36th', () => {
    expect(table.slice(8).map((r) => [r.position, r.teamId, r.points])).toEqual([
      [9, 'atalanta-bc-ita', 15],
      [10, 'borussia-dortmund-ger', 15],
      [11, 'real-madrid-cf-esp', 15],
      [12, 'fc-bayern-munchen-ger', 15],
      [13, 'ac-milan-ita', 15],
      [14, 'psv-ned', 14],
      [15, 'paris-saint-germain-fc-fra', 13],
      [16, 'sport-lisboa-e-benfica-por', 13],
      [17, 'as-monaco-fc-fra', 13],
      [18, 'stade-brestois-29-fra', 13],
      [19, 'feyenoord-rotterdam-ned', 13],
      [20, 'juventus-fc-ita', 12],
      [21, 'celtic-fc-sco', 12],
      [22, 'manchester-city-fc-eng', 11],
      [23, 'sporting-clube-de-portugal-por', 11],
      [24, 'club-brugge-kv-bel', 11],
      [25, 'dinamo-zagreb-cro', 11],
      [26, 'vfb-stuttgart-ger', 10],
      [27, 'fk-shakhtar-donetsk-ukr', 7],
      [28, 'bologna-fc-1909-ita', 6],
      [29, 'fk-crvena-zvezda-srb', 6],
      [30, 'sturm-graz-aut', 6],
      [31, 'ac-sparta-praha-cze', 4],
      [32, 'rb-leipzig-ger', 3],
      [33, 'girona-fc-esp', 3],
      [34, 'fc-red-bull-salzburg-aut', 3],
      [35, 'slovan-bratislava-svk', 0],
      [36, 'bsc-young-boys-sui', 0],
    ]);
  });

  it('separates Real Madrid (11th) from Bayern (12th), level on points, GD, goals, away goals and wins, by away wins', () => {
    const real = table[10];
    const bayern = table[11];
    const fields = (r: typeof real) => [r?.points, r?.goalDifference, r?.goalsFor, r?.won];
    expect(fields(real)).toEqual(fields(bayern));
    expect([real?.teamId, bayern?.teamId]).toEqual(['real-madrid-cf-esp', 'fc-bayern-munchen-ger']);
    const awayTable = computeStandings({ matches, teamIds, venue: 'away' });
    const away = (id: string) => awayTable.find((r) => r.teamId === id);
    expect([away('real-madrid-cf-esp')?.goalsFor, away('real-madrid-cf-esp')?.won]).toEqual([6, 2]);
    expect([away('fc-bayern-munchen-ger')?.goalsFor, away('fc-bayern-munchen-ger')?.won]).toEqual([6, 1]);
  });
});
