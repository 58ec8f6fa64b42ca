import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile({ now: () => new Date('2026-11-25T12:00:00Z') });

const dateOf = async (path: string) => {
  const response = await t.get(`${API}/matches/${path}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ date: string | null }>().date;
};

describe('the nearest Rome days with matches either side of a day', () => {
  it('a Wednesday without matches: the Sunday before (LaLiga) and the Saturday after (Ligue 1)', async () => {
    expect(await dateOf('getPreviousDateWithMatches?date=2026-11-25')).toBe('2026-11-22');
    expect(await dateOf('getNextDateWithMatches?date=2026-11-25')).toBe('2026-11-28');
    // default: today at the server's clock (2026-11-25, Rome)
    expect(await dateOf('getPreviousDateWithMatches')).toBe('2026-11-22');
  });

  it('a day with matches looks strictly before it; the first and the last day of the data have no neighbour', async () => {
    expect(await dateOf('getPreviousDateWithMatches?date=2026-11-28')).toBe('2026-11-22');
    expect(await dateOf('getPreviousDateWithMatches?date=2000-01-01')).toBeNull();
    expect(await dateOf('getNextDateWithMatches?date=2027-05-30')).toBeNull();
  });

  it('answers 400 for a malformed date', async () => {
    const bad = await t.get(`${API}/matches/getPreviousDateWithMatches?date=2026-11-2`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('date');
  });
});
