/**
 * Boosted odds in the back-office: create → public read → update → delete, each in the audit log; 401 without a
 * token, 403 without XSRF; 400 naming the field for odds, dates, market and an unknown match; list with search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmakers } from '../../../db/contentSchema.ts';
import { matches } from '../../../db/schema.ts';
import { createStaffTestApp, type StaffTestApp } from '../staffTestApp.ts';
import { expectFieldErrors, loggedActions, withoutXsrf } from '../testSectionChecks.ts';

let t: StaffTestApp;
let bookmakerId: number;
let matchId: number;
beforeAll(async () => {
  t = await createStaffTestApp({ now: () => NOW });
  const [bookmaker] = await t.database.db.select({ id: bookmakers.id }).from(bookmakers).limit(1);
  const [match] = await t.database.db.select({ id: matches.id }).from(matches).limit(1);
  if (!bookmaker || !match) throw new Error('the seed has no bookmaker or match');
  bookmakerId = bookmaker.id;
  matchId = match.id;
});
afterAll(() => t.close());

const NOW = new Date('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;
const offer = () => ({
  bookmakerId,
  matchId,
  market: 'btts',
  selection: 'yes',
  usualOdds: 1.85,
  boostedOdds: 3.5,
  validFrom: new Date(NOW.getTime() - HOUR).toISOString(),
  validTo: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
});

describe('boosted odds in the back-office', () => {
  it('creates, shows it publicly, updates, deletes, and logs each change', async () => {
    const created = await t.staff({ method: 'POST', url: '/api/v1/bonusQuota', payload: offer() });
    expect(created.statusCode).toBe(200);
    const row = created.json();
    expect(row).toMatchObject({
      bookmakerId,
      matchId,
      market: 'btts',
      selection: 'yes',
      usualOdds: 1.85,
      boostedOdds: 3.5,
    });

    const publicRead = await t.publicGet(`/api/v1/bonusQuota/${row.id}`);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().id).toBe(row.id);

    const updated = await t.staff({
      method: 'PUT',
      url: '/api/v1/bonusQuota',
      payload: { ...offer(), id: row.id, boostedOdds: 4 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().boostedOdds).toBe(4);

    const duplicate = await t.staff({ method: 'POST', url: '/api/v1/bonusQuota', payload: offer() });
    expect(duplicate.statusCode).toBe(400);

    const list = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/bonusQuota/getPaginated',
      payload: { pageSize: 100, sort: { field: 'id', direction: 'desc' } },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0].id).toBe(row.id);
    const searched = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/bonusQuota/getPaginated',
      payload: { search: row.bookmakerName },
    });
    expect(searched.json().items.map((item: { id: number }) => item.id)).toContain(row.id);

    const deleted = await t.staff({ method: 'DELETE', url: `/api/v1/backoffice/bonusQuota/${row.id}` });
    expect(deleted.json()).toEqual({ id: row.id, deleted: true });
    expect((await t.publicGet(`/api/v1/bonusQuota/${row.id}`)).statusCode).toBe(404);
    expect(
      (await t.staff({ method: 'DELETE', url: `/api/v1/backoffice/bonusQuota/${row.id}` })).statusCode,
    ).toBe(404);

    expect(await loggedActions(t, 'bonusQuota', row.id)).toEqual(['delete', 'update', 'create']);
  });

  it('answers 401 without a token and 403 without the XSRF header', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/bonusQuota', payload: offer() })).statusCode,
    ).toBe(401);
    const noXsrf = await withoutXsrf(t, {
      method: 'PUT',
      url: '/api/v1/bonusQuota',
      payload: { ...offer(), id: 1 },
    });
    expect(noXsrf.statusCode).toBe(403);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const validFrom = offer().validFrom;
    await expectFieldErrors(
      (patch) => t.staff({ method: 'POST', url: '/api/v1/bonusQuota', payload: { ...offer(), ...patch } }),
      [
        [{ boostedOdds: 1.5 }, 'boostedOdds'],
        [{ usualOdds: 1, boostedOdds: 1.2 }, 'usualOdds'],
        [{ validTo: validFrom }, 'validTo'],
        [{ selection: 'X' }, 'selection'],
        [{ market: 'corners' }, 'market'],
        [{ matchId: 99999999 }, 'matchId'],
        [{ bookmakerId: 999999 }, 'bookmakerId'],
      ],
    );
  });
});
