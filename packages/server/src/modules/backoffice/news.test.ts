/**
 * News in the back-office: create with a real PNG (made with sharp) → read on the public API → update → delete;
 * uploads that lie about their type or are too large → 400 naming the field; a failed insert leaves no row and
 * no file.
 */
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { news } from '../../db/contentSchema.ts';
import { auditLog } from '../../db/authSchema.ts';
import { staffTestAppPerFile } from './staffTestApp.ts';
import { multipart, png } from './testMultipart.ts';
import { uploadedFiles as filesIn } from './testSectionChecks.ts';

/** The server's "now": the articles are published a minute before it. */
const NOW = new Date('2026-11-22T12:00:00Z');
const t = staffTestAppPerFile({ now: () => NOW });

const article = (slug: string) => ({
  language: 'it',
  status: 'published',
  pallonecomSlug: slug,
  title: 'Derby della Mole: la Juventus vince',
  publishedAt: new Date(NOW.getTime() - 60_000).toISOString(),
  articleSection: 'Serie A',
  keywords: ['juventus', 'torino'],
  description: 'Il racconto del derby',
  category: 'generali',
  body: '<p>Gol al 90\'.</p><script>alert(1)</script><img src="javascript:alert(1)">',
  imageAlt: 'I giocatori della Juventus festeggiano',
});

const uploadedFiles = () => filesIn(t, 'news');
async function newsCount(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(news);
  return row?.total ?? 0;
}

describe('news in the back-office', () => {
  it('creates with an image, shows it publicly, updates, deletes, and logs each change', async () => {
    const created = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      ...multipart(article('derby-mole-test'), {
        bytes: await png(1600, 900),
        name: 'derby.png',
        type: 'image/png',
      }),
    });
    expect(created.statusCode).toBe(200);
    const row = created.json();
    expect(row.body).toBe("<p>Gol al 90'.</p>");
    expect(row.image.sizes).toEqual([320, 640, 1200]);
    expect(row.image.path).toMatch(/^\/uploads\/news\/[0-9a-f-]{36}$/);

    const file = await t.app.inject({ method: 'GET', url: `${row.image.path}-640.webp` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(640);

    const publicRead = await t.publicGet(`/api/v1/news/${row.id}`);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().title).toBe('Derby della Mole: la Juventus vince');

    const updated = await t.staff({
      method: 'PUT',
      url: '/api/v1/news',
      ...multipart(
        { ...article('derby-mole-test'), id: row.id, title: 'Derby: Juve corsara' },
        { bytes: await png(800, 600), name: 'b.png', type: 'image/png' },
      ),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().image.sizes).toEqual([320, 640, 1200]);
    expect(updated.json().image.path).not.toBe(row.image.path);
    expect((await t.publicGet(`/api/v1/news/${row.id}`)).json().title).toBe('Derby: Juve corsara');
    expect(
      (await uploadedFiles()).filter((name) => name.startsWith(row.image.path.split('/').pop())),
    ).toEqual([]);

    const deleted = await t.staff({ method: 'DELETE', url: `/api/v1/backoffice/news/${row.id}` });
    expect(deleted.json()).toEqual({ id: row.id, deleted: true });
    expect((await t.publicGet(`/api/v1/news/${row.id}`)).statusCode).toBe(404);
    expect(await uploadedFiles()).toEqual([]);

    const dashboard = (await t.staff({ method: 'GET', url: '/api/v1/backoffice/dashboard' })).json();
    expect(dashboard.recentChanges.slice(0, 3).map((c: { action: string }) => c.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    expect(dashboard.recentChanges[0].userEmail).toBe('editor@pallone.test');
    expect(dashboard.counts.news).toBe(await newsCount());
  });

  it('accepts a JSON body without an image and lists it in the back-office page with search and sort', async () => {
    const created = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      payload: { ...article('bozza-futura'), title: 'Bozza futura', publishedAt: '2099-01-01T00:00:00Z' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().image).toBeNull();
    const page = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/news/getPaginated',
      payload: { page: 1, pageSize: 5, search: 'bozza', sort: { field: 'title', direction: 'asc' } },
    });
    expect(page.json().items.map((item: { pallonecomSlug: string }) => item.pallonecomSlug)).toEqual([
      'bozza-futura',
    ]);
  });

  it('rejects an HTML file named .png sent as image/png, and a file over 5 MB, with 400 naming "image"', async () => {
    const before = await newsCount();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [html, svg, Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)])]) {
      const response = await t.staff({
        method: 'POST',
        url: '/api/v1/news',
        ...multipart(article('fake-image'), { bytes, name: 'x.png', type: 'image/png' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('image');
    }
    expect(await newsCount()).toBe(before);
    expect(await uploadedFiles()).toEqual([]);
  });

  it('rejects invalid data with 400 naming the field', async () => {
    const response = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      ...multipart({ ...article('bad'), category: 'gossip' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('category');
    const missing = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      payload: { ...article('bad2'), title: undefined },
    });
    expect(missing.json().field).toBe('title');
  });

  it('leaves no row and no file when the insert fails after the image was processed', async () => {
    const before = await newsCount();
    const auditBefore = (await t.database.db.select({ total: count() }).from(auditLog))[0]?.total;
    const response = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      ...multipart(
        { ...article('orphan-check'), authorId: 999999 },
        { bytes: await png(400, 300), name: 'a.png', type: 'image/png' },
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('authorId');
    expect(await newsCount()).toBe(before);
    expect((await t.database.db.select({ total: count() }).from(auditLog))[0]?.total).toBe(auditBefore);
    expect(await uploadedFiles()).toEqual([]);
    expect((await stat(t.uploadsDir)).isDirectory()).toBe(true);
  });
});
