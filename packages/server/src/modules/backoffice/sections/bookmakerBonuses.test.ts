/**
 * Bookmaker bonuses in the back-office: create with an image → public read → update → delete, each in the audit
 * log; 401 without a token, 403 without XSRF, 400 naming the field; list with search and sort.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmakers } from '../../../db/contentSchema.ts';
import { createStaffTestApp, type StaffTestApp } from '../staffTestApp.ts';
import { multipart, png } from '../testMultipart.ts';
import { expectFieldErrors, loggedActions, uploadedFiles, withoutXsrf } from '../testSectionChecks.ts';

let t: StaffTestApp;
let bookmakerId: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  const [first] = await t.database.db.select({ id: bookmakers.id }).from(bookmakers).limit(1);
  if (!first) throw new Error('the seed has no bookmaker');
  bookmakerId = first.id;
});
afterAll(() => t.close());

const bonus = (slug: string) => ({
  bookmakerId,
  name: 'Bonus benvenuto prova',
  pallonecomSlug: slug,
  url: 'https://example.com/affiliate?x=1',
  bonus: 250,
  extraIt: '+ 10 giri gratis',
  conditionIt: '18+ Gioca responsabilmente',
  conditionEn: '18+ Play responsibly',
  backgroundColor: '#102030',
  fontColor: '#fff',
});

const files = () => uploadedFiles(t, 'bonuses');

describe('bookmaker bonuses in the back-office', () => {
  it('creates with an image, shows it publicly, updates, deletes, and logs each change', async () => {
    const created = await t.staff({
      method: 'POST',
      url: '/api/v1/bookmakerBonuses',
      ...multipart(bonus('bonus-prova'), { bytes: await png(900, 300) }),
    });
    expect(created.statusCode).toBe(200);
    const row = created.json();
    expect(row.image.path).toMatch(/^\/uploads\/bonuses\/[0-9a-f-]{36}-1200\.webp$/);
    expect(row.showOnHome).toBe(false);
    expect((await files()).length).toBe(3);

    const publicRead = await t.publicGet(`/api/v1/bookmakerBonuses/${row.id}`);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().name).toBe('Bonus benvenuto prova');

    const updated = await t.staff({
      method: 'PUT',
      url: '/api/v1/bookmakerBonuses',
      payload: { ...bonus('bonus-prova'), id: row.id, bonus: 300, removeImage: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().bonus).toBe(300);
    expect(updated.json().image).toBeNull();
    expect(await files()).toEqual([]);

    const list = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/bookmakerBonuses/getPaginated',
      payload: { search: 'benvenuto prova', sort: { field: 'bonus', direction: 'desc' } },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { id: number }) => item.id)).toEqual([row.id]);

    const deleted = await t.staff({ method: 'DELETE', url: `/api/v1/backoffice/bookmakerBonuses/${row.id}` });
    expect(deleted.json()).toEqual({ id: row.id, deleted: true });
    expect((await t.publicGet(`/api/v1/bookmakerBonuses/${row.id}`)).statusCode).toBe(404);

    expect(await loggedActions(t, 'bookmakerBonus', row.id)).toEqual(['delete', 'update', 'create']);
  });

  it('answers 401 without a token and 403 without the XSRF header', async () => {
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookmakerBonuses',
      payload: bonus('no-token'),
    });
    expect(noToken.statusCode).toBe(401);
    const noXsrf = await withoutXsrf(t, { method: 'DELETE', url: '/api/v1/backoffice/bookmakerBonuses/1' });
    expect(noXsrf.statusCode).toBe(403);
  });

  it('rejects bad input with 400 naming the field', async () => {
    await expectFieldErrors(
      (patch) =>
        t.staff({
          method: 'POST',
          url: '/api/v1/bookmakerBonuses',
          payload: { ...bonus('bad-bonus'), ...patch },
        }),
      [
        [{ backgroundColor: 'red' }, 'backgroundColor'],
        [{ url: 'javascript:alert(1)' }, 'url'],
        [{ conditionIt: undefined }, 'conditionIt'],
        [{ bookmakerId: 999999 }, 'bookmakerId'],
      ],
    );
    expect(await files()).toEqual([]);
  });
});
