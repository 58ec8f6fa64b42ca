/**
 * Decision 018 on the bundled real data: the obvious answer comes first in every section of the global search
 * (issue #15 point 6), on PGlite and on PostgreSQL alike.
 */
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../testing/testAppPerFile.ts';

const API = '/api/v1';
/** The server's clock here: prominence counts the matches of the two years before it. */
const NOW = new Date('2026-11-22T12:00:00Z');

const t = testAppPerFile({ now: () => NOW });

interface Hit {
  name: string;
  tier: number;
  similarity: number;
}
interface MatchHit {
  homeTeam: { name: string };
  awayTeam: { name: string };
  homeScore: number | null;
  awayScore: number | null;
  date: string;
  tier: number;
}

async function search<T>(kind: 'teams' | 'players' | 'matches', text: string, limit = 10): Promise<T[]> {
  const response = await t.get(`${API}/${kind}/search?search=${encodeURIComponent(text)}&limit=${limit}`);
  expect(response.statusCode, `${kind} ${text}`).toBe(200);
  return response.json() as T[];
}
const names = async (kind: 'teams' | 'players', text: string, limit = 10) =>
  (await search<Hit>(kind, text, limit)).map((hit) => hit.name);

describe('search ranking (decision 019)', () => {
  it('"inter" puts FC Internazionale Milano first, as an exact alias, and the other Inters after it', async () => {
    const teams = await search<Hit>('teams', 'inter');
    expect(teams[0]).toMatchObject({ name: 'FC Internazionale Milano', tier: 4 });
    expect(teams.slice(1, 3).map((hit) => hit.name)).toEqual(
      expect.arrayContaining(['Inter Miami CF', "Inter Club d'Escaldes"]),
    );
    // The players only contain the letters (De Winter, Ginter, Quintero): a lower tier than the team.
    const players = await search<Hit>('players', 'inter');
    expect(players.every((hit) => hit.tier === 1)).toBe(true);
    const matches = await search<MatchHit>('matches', 'inter');
    expect(
      matches.every((hit) => [hit.homeTeam.name, hit.awayTeam.name].includes('FC Internazionale Milano')),
    ).toBe(true);
  });

  it('"lautaro" puts Lautaro Martínez (Inter) above Lautaro Gianetti (Udinese)', async () => {
    expect(await names('players', 'lautaro')).toEqual(['Lautaro Martínez', 'Lautaro Gianetti']);
    expect((await names('players', 'Lautaro Martinez'))[0]).toBe('Lautaro Martínez');
  });

  it('"milan" puts AC Milan first among teams and a player called Milan first among players', async () => {
    expect(await names('teams', 'milan')).toEqual(['AC Milan', 'FC Internazionale Milano']);
    const players = await search<Hit>('players', 'milan');
    expect(players.slice(0, 3).every((hit) => hit.name.startsWith('Milan ') && hit.tier === 3)).toBe(true);
  });

  it('"messi" puts Lionel Messi above Junior Messias (a word start only)', async () => {
    const players = await search<Hit>('players', 'messi');
    expect(players.slice(0, 2)).toMatchObject([
      { name: 'Lionel Messi', tier: 3 },
      { name: 'Junior Messias', tier: 2 },
    ]);
  });

  it('"kane" puts Harry Kane (Bayern) above Kane Taylor; "ronaldo" Cristiano Ronaldo above Ronald Araújo', async () => {
    expect((await names('players', 'kane')).slice(0, 2)).toEqual(['Harry Kane', 'Kane Taylor']);
    expect((await names('players', 'ronaldo'))[0]).toBe('Cristiano Ronaldo');
  });

  it('"real" puts Real Madrid first; "barca" FC Barcelona; "bayern" FC Bayern München', async () => {
    expect((await names('teams', 'real'))[0]).toBe('Real Madrid CF');
    expect((await names('teams', 'barca'))[0]).toBe('FC Barcelona');
    expect((await names('teams', 'bayern'))[0]).toBe('FC Bayern München');
  });

  it("FC Südtirol's matches come with their scores, not the Serie B fixtures the data has no result for", async () => {
    const hits = await search<MatchHit>('matches', 'sudtirol', 20);
    expect(hits.length).toBe(20);
    const played = hits.filter((hit) => Date.parse(hit.date) < NOW.getTime());
    expect(played.length).toBeGreaterThan(0);
    expect(played.slice(0, 10).every((hit) => hit.homeScore !== null && hit.awayScore !== null)).toBe(true);
    const firstMissing = hits.findIndex(
      (hit) => hit.homeScore === null && Date.parse(hit.date) < NOW.getTime(),
    );
    const lastScored = hits.findLastIndex((hit) => hit.homeScore !== null);
    if (firstMissing !== -1) expect(firstMissing).toBeGreaterThan(lastScored);
  });
});
