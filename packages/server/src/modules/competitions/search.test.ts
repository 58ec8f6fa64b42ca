import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

const search = async (text: string, language?: string) => {
  const response = await t.get(`${API}/competitions/search?search=${encodeURIComponent(text)}`, { language });
  expect(response.statusCode, text).toBe(200);
  return response.json() as { id: number; name: string; country: { name: string } | null }[];
};

describe('GET /competitions/search', () => {
  it('finds competitions by name, case-insensitively, best match first', async () => {
    expect((await search('SERIE A'))[0]).toMatchObject({ id: 68, name: 'Serie A' });
    expect((await search('premier'))[0]!.id).toBe(7);
    expect((await search('bundes'))[0]!.id).toBe(54);
  });

  it('names the result in the language asked for', async () => {
    const world = await search('coppa del mondo', 'it');
    expect(world.map((c) => c.id)).toContain(184);
    expect(world.find((c) => c.id === 184)?.name).toBe('Coppa del Mondo FIFA');
  });

  it('answers 400 for a blank search', async () => {
    const blank = await t.get(`${API}/competitions/search?search=%20`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('search');
  });
});
