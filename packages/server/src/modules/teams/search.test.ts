import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

interface TeamHit {
  id: number;
  name: string;
  image: { path: string } | null;
  country: { name: string } | null;
  similarity: number;
}

const search = async (text: string, language?: string) => {
  const response = await t.get(`${API}/teams/search?search=${encodeURIComponent(text)}`, { language });
  expect(response.statusCode, text).toBe(200);
  return response.json() as TeamHit[];
};

describe('GET /teams/search', () => {
  it('finds FC Südtirol (Serie B) without the accent, with the accent, and with its country', async () => {
    const plain = await search('sudtirol', 'it');
    expect(plain[0]).toMatchObject({ name: 'FC Südtirol', country: { name: 'Italia' } });
    expect(plain[0]).toHaveProperty('image');
    expect((await search('Südtirol'))[0]!.name).toBe('FC Südtirol');
    expect((await search('südt'))[0]!.name).toBe('FC Südtirol');
  });

  it('is case-insensitive', async () => {
    expect((await search('JUVENTUS'))[0]!.name).toBe('Juventus FC');
    expect((await search('juventus'))[0]!.name).toBe('Juventus FC');
  });

  it('finds clubs by their other names (team aliases)', async () => {
    expect((await search('inter')).slice(0, 3).map((hit) => hit.name)).toContain('FC Internazionale Milano');
    expect((await search('Man United'))[0]!.name).toBe('Manchester United FC');
    expect((await search('Alto Adige'))[0]!.name).toBe('FC Südtirol');
  });

  it('sorts by similarity and respects the limit', async () => {
    const hits = await search('real');
    const scores = hits.map((hit) => hit.similarity);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(hits.length).toBeLessThanOrEqual(10);
    const three = (await t.get(`${API}/teams/search?search=real&limit=3`)).json();
    expect(three).toHaveLength(3);
  });

  it('answers [] when nothing matches and 400 for a blank search', async () => {
    expect(await search('qqqxzzy')).toEqual([]);
    const blank = await t.get(`${API}/teams/search?search=%20`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('search');
  });
});
