import { describe, expect, it } from 'vitest';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

interface Bonus {
  id: number;
  name: string;
  bonus: number;
  condition: string;
  extra: string;
  showOnHome: boolean;
  showOnMobile: boolean;
  pallonecomSlug: string;
  bookmaker: { id: number; name: string };
}

const SPEC_FIELDS = [
  'backgroundColor',
  'bonus',
  'bookmaker',
  'condition',
  'extra',
  'fontColor',
  'id',
  'image',
  'isSample',
  'name',
  'pallonecomSlug',
  'showOnHome',
  'showOnMobile',
  'url',
];

const page = (payload: unknown) =>
  t.inject({
    method: 'POST',
    url: `${API}/bookmakerBonuses/getPaginated`,
    headers: { authorization: BASIC_AUTH_HEADER },
    payload: payload as Record<string, unknown>,
  });

describe('GET /bookmakerBonuses', () => {
  it('lists the 8 sample bonuses of 4 fictional bookmakers, with the 18+ wording in the request language', async () => {
    const italian = (await t.get(`${API}/bookmakerBonuses`, { language: 'it' })).json() as Bonus[];
    expect(italian).toHaveLength(8);
    expect(new Set(italian.map((b) => b.bookmaker.name)).size).toBe(4);
    expect(italian.every((b) => b.bookmaker.name.startsWith('Bookmaker Demo'))).toBe(true);
    expect(Object.keys(italian[0]!).sort()).toEqual(SPEC_FIELDS);
    for (const bonus of italian) expect(bonus.condition).toMatch(/^18\+ \| Gioca responsabilmente \| .*ADM/);
    const english = (await t.get(`${API}/bookmakerBonuses`, { language: 'en' })).json() as Bonus[];
    expect(english[0]!.condition).toMatch(/^18\+ \| Play responsibly/);
  });

  it('filters by the mobile flag', async () => {
    const mobile = (await t.get(`${API}/bookmakerBonuses?showOnMobile=true`)).json() as Bonus[];
    expect(mobile.length).toBeGreaterThan(0);
    expect(mobile.every((b) => b.showOnMobile)).toBe(true);
    expect((await t.get(`${API}/bookmakerBonuses?showOnMobile=maybe`)).statusCode).toBe(400);
  });
});

describe('GET /bookmakerBonuses/home', () => {
  it('shows at most 3 bonuses, all with showOnHome (SPEC §9)', async () => {
    const all = (await t.get(`${API}/bookmakerBonuses?showOnHome=true`)).json() as Bonus[];
    expect(all.length).toBeGreaterThan(3);
    const home = (await t.get(`${API}/bookmakerBonuses/home`)).json() as Bonus[];
    expect(home).toHaveLength(3);
    expect(home.every((b) => b.showOnHome)).toBe(true);
    expect(home.map((b) => b.id)).toEqual(all.slice(0, 3).map((b) => b.id));
  });
});

describe('GET /bookmakerBonuses/{id}, /pallonecomSlug/{slug} and /search', () => {
  it('reads one bonus by id and by slug', async () => {
    const [first] = (await t.get(`${API}/bookmakerBonuses`)).json() as Bonus[];
    const byId = (await t.get(`${API}/bookmakerBonuses/${first!.id}`)).json();
    expect(byId).toEqual(first);
    const bySlug = (await t.get(`${API}/bookmakerBonuses/pallonecomSlug/${first!.pallonecomSlug}`)).json();
    expect(bySlug.id).toBe(first!.id);
    expect((await t.get(`${API}/bookmakerBonuses/999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/bookmakerBonuses/pallonecomSlug/nessun-bonus`)).statusCode).toBe(404);
  });

  it('searches by bonus or bookmaker name', async () => {
    const results = (await t.get(`${API}/bookmakerBonuses/search?search=demo%203`)).json() as Bonus[];
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.name).toMatch(/Demo 3$/);
  });

  it('needs the public credentials', async () => {
    expect((await t.inject({ method: 'GET', url: `${API}/bookmakerBonuses/home` })).statusCode).toBe(401);
  });
});

describe('POST /bookmakerBonuses/getPaginated', () => {
  it('pages, filters and sorts', async () => {
    const first = (await page({ page: 1, pageSize: 3 })).json();
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    const third = (await page({ page: 3, pageSize: 3 })).json();
    expect(third.items).toHaveLength(2);
    const big = (
      await page({
        page: 1,
        pageSize: 10,
        filters: { minBonus: 100 },
        sort: { field: 'bonus', direction: 'desc' },
      })
    ).json();
    const amounts = big.items.map((b: Bonus) => b.bonus);
    expect(amounts.every((a: number) => a >= 100)).toBe(true);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => b - a));
  });

  it('rejects page 0, unknown filters and sort fields naming them, and caps pageSize', async () => {
    expect((await page({ page: 0, pageSize: 3 })).json().field).toBe('page');
    expect((await page({ page: 1, pageSize: 3, filters: { brand: 'x' } })).json().field).toBe('brand');
    expect((await page({ page: 1, pageSize: 3, sort: { field: 'colour' } })).json().field).toBe('sort.field');
    expect((await page({ page: 1, pageSize: 51 })).json().pageSize).toBe(50);
  });
});
