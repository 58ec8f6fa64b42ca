import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

describe('seasons', () => {
  it('lists the seasons newest first, tournament years included', async () => {
    const seasons = (await t.get(`${API}/seasons`)).json() as { name: string; start: string }[];
    const names = seasons.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['2023/2024', '2024/2025', '2025/2026', '2026/2027', '2022', '2024']),
    );
    const starts = seasons.map((s) => s.start);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('reads a season by slug, by id, and its id by slug', async () => {
    const bySlug = await t.get(`${API}/seasons/pallonecomSlug/2023-2024`);
    expect(bySlug.statusCode).toBe(200);
    const season = bySlug.json();
    expect(season).toMatchObject({ name: '2023/2024', pallonecomSlug: '2023-2024' });
    expect(season.start <= '2023-08-19' && season.end >= '2024-06-02').toBe(true);
    expect((await t.get(`${API}/seasons/${season.id}`)).json()).toEqual(season);
    expect((await t.get(`${API}/seasons/pallonecomSlug/2023-2024/getIds`)).json()).toEqual({ id: season.id });
    expect((await t.get(`${API}/seasons/pallonecomSlug/2024`)).json().name).toBe('2024');
  });

  it('is a 404 for unknown seasons and a 400 naming the field for malformed ids', async () => {
    expect((await t.get(`${API}/seasons/999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/seasons/pallonecomSlug/1999-2000`)).statusCode).toBe(404);
    expect((await t.get(`${API}/seasons/pallonecomSlug/1999-2000/getIds`)).statusCode).toBe(404);
    const bad = await t.get(`${API}/seasons/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});
