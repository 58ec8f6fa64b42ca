import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches } from '../../db/schema.ts';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

/** The app's clock: fixed, moved only where a test needs "now" inside an offer's validity. */
const START = new Date('2026-11-20T12:00:00Z');
let clock = START;
const t = testAppPerFile({ now: () => clock });

interface Quota {
  id: number;
  bookmaker: { id: number; name: string };
  match: { id: number; date: string; homeTeam: { name: string } | null; competition: { id: number } };
  market: string;
  selection: string;
  label: string;
  usualOdds: number;
  boostedOdds: number;
  validFrom: string;
  validTo: string;
  active: boolean;
  isSample: boolean;
}

const page = (payload: unknown) =>
  t.inject({
    method: 'POST',
    url: `${API}/bonusQuota/getPaginated`,
    headers: { authorization: BASIC_AUTH_HEADER },
    payload: payload as Record<string, unknown>,
  });

describe('GET /bonusQuota', () => {
  it('lists boosted odds on real matches, by kick-off, boosted above usual, window ending at kick-off', async () => {
    const quotas = (await t.get(`${API}/bonusQuota`, { language: 'it' })).json() as Quota[];
    expect(quotas.length).toBeGreaterThanOrEqual(8);
    const dates = quotas.map((q) => q.match.date);
    expect(dates).toEqual([...dates].sort());
    for (const quota of quotas) {
      expect(quota.isSample).toBe(true);
      expect(quota.boostedOdds).toBeGreaterThan(quota.usualOdds);
      expect(quota.validTo).toBe(quota.match.date);
      expect(Date.parse(quota.validFrom)).toBeLessThan(Date.parse(quota.validTo));
      expect(quota.match.homeTeam).not.toBeNull();
      const [row] = await t.database.db
        .select({ kickoffAt: matches.kickoffAt })
        .from(matches)
        .where(eq(matches.id, quota.match.id));
      expect(row?.kickoffAt.toISOString()).toBe(quota.match.date);
    }
    expect(quotas.some((q) => q.label.startsWith('Esito finale'))).toBe(true);
  });

  it('keeps only the offers valid now with onlyActive', async () => {
    const [offer] = (await t.get(`${API}/bonusQuota`, { language: 'en' })).json() as Quota[];
    const now = (Date.parse(offer!.validFrom) + Date.parse(offer!.validTo)) / 2;
    clock = new Date(now);
    const active = (await t.get(`${API}/bonusQuota?onlyActive=true`)).json() as Quota[];
    clock = START;
    expect(active.map((quota) => quota.id)).toContain(offer!.id);
    for (const quota of active) {
      expect(quota.active).toBe(true);
      expect(Date.parse(quota.validFrom)).toBeLessThanOrEqual(now);
      expect(Date.parse(quota.validTo)).toBeGreaterThan(now);
    }
  });
});

describe('GET /bonusQuota/{id} and POST /bonusQuota/getPaginated', () => {
  it('reads one offer', async () => {
    const [first] = (await t.get(`${API}/bonusQuota`, { language: 'en' })).json() as Quota[];
    const one = (await t.get(`${API}/bonusQuota/${first!.id}`, { language: 'en' })).json();
    expect(one).toEqual(first);
    expect((await t.get(`${API}/bonusQuota/999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/bonusQuota/abc`)).json().field).toBe('id');
  });

  it('pages, filters by bookmaker and market, sorts by boosted odds', async () => {
    const all = (await page({ page: 1, pageSize: 5 })).json();
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const [first] = all.items as Quota[];
    const mine = (
      await page({ page: 1, pageSize: 50, filters: { bookmakerId: first!.bookmaker.id } })
    ).json();
    expect(mine.items.every((q: Quota) => q.bookmaker.id === first!.bookmaker.id)).toBe(true);
    const market = (await page({ page: 1, pageSize: 50, filters: { market: 'btts' } })).json();
    expect(market.items.every((q: Quota) => q.market === 'btts')).toBe(true);
    const sorted = (
      await page({ page: 1, pageSize: 50, sort: { field: 'boostedOdds', direction: 'desc' } })
    ).json();
    const odds = sorted.items.map((q: Quota) => q.boostedOdds);
    expect(odds).toEqual([...odds].sort((a: number, b: number) => b - a));
    const active = (await page({ page: 1, pageSize: 50, filters: { active: true } })).json();
    const inactive = (await page({ page: 1, pageSize: 50, filters: { active: false } })).json();
    expect(active.total + inactive.total).toBe(all.total);
  });

  it('rejects page 0, unknown filters and sort fields, and needs credentials', async () => {
    expect((await page({ page: 0, pageSize: 5 })).json().field).toBe('page');
    expect((await page({ page: 1, pageSize: 5, filters: { team: 1 } })).json().field).toBe('team');
    expect((await page({ page: 1, pageSize: 5, sort: { field: 'colour' } })).json().field).toBe('sort.field');
    expect((await t.inject({ method: 'GET', url: `${API}/bonusQuota` })).statusCode).toBe(401);
  });
});
