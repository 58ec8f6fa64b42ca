/**
 * Revisions of news (decision 054) through the API: every save keeps one, listed newest first with who, when and
 * which fields; a restore writes one back as a new save under the same role rules as an update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/authSchema.ts';
import { contentRevisions } from '../../db/revisionSchema.ts';
import {
  createStaffTestApp,
  roleSessions,
  type Session,
  type StaffTestApp,
} from '../backoffice/staffTestApp.ts';
import type { StaffRole } from '../auth/users.ts';

const START = new Date('2026-11-22T12:00:00Z');
const PASSWORD = 'a long enough password';
let clock = START;
let t: StaffTestApp;
let sessions: Partial<Record<StaffRole, Session>> = {};

beforeAll(async () => {
  t = await createStaffTestApp({ now: () => clock });
  sessions = await roleSessions(t, ['editor', 'author'], 'rev', PASSWORD);
});
afterAll(() => t.close());

const as = (role: StaffRole, options: Parameters<StaffTestApp['staff']>[0]) =>
  t.staff(options, sessions[role]);
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
  return clock;
};

const article = (slug: string, fields: Record<string, unknown> = {}) => ({
  language: 'it',
  status: 'published',
  pallonecomSlug: slug,
  title: `Titolo ${slug}`,
  publishedAt: START.toISOString(),
  articleSection: 'Serie A',
  keywords: ['revisioni'],
  description: 'Una descrizione',
  category: 'generali',
  body: '<p>Prima stesura</p>',
  ...fields,
});

async function save(role: StaffRole, method: 'POST' | 'PUT', payload: object) {
  const response = await as(role, { method, url: '/api/v1/news', payload });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; title: string; status: string; body: string };
}

const revisionsOf = async (id: number, role: StaffRole = 'editor') =>
  (await as(role, { method: 'GET', url: `/api/v1/backoffice/news/${id}/revisions` })).json() as {
    id: number;
    action: string;
    savedAt: string;
    userEmail: string;
    changedFields: string[];
  }[];

const restore = (role: StaffRole, id: number, revisionId: number) =>
  as(role, { method: 'POST', url: `/api/v1/backoffice/news/${id}/revisions/${revisionId}/restore` });

describe('news revisions', () => {
  it('keeps one revision per save: who, when, what changed, and the saved fields', async () => {
    const created = await save('editor', 'POST', article('storia-uno'));
    const createdAt = clock.toISOString();
    await save('editor', 'PUT', {
      id: created.id,
      ...article('storia-uno', { title: 'Titolo rivisto', body: '<p>Seconda stesura</p>' }),
    });
    const editedAt = later(5).toISOString();
    await save('editor', 'PUT', {
      id: created.id,
      ...article('storia-uno', { title: 'Titolo rivisto', body: '<p>Terza</p>' }),
    });

    const revisions = await revisionsOf(created.id);
    expect(revisions.map(({ action, changedFields }) => [action, changedFields])).toEqual([
      ['update', ['body']],
      ['update', ['title', 'body']],
      ['create', expect.arrayContaining(['title', 'body', 'status', 'pallonecomSlug'])],
    ]);
    expect(revisions[0]).toMatchObject({ savedAt: editedAt, userEmail: 'editor.rev@pallone.test' });
    expect(revisions[2]?.savedAt).toBe(createdAt);

    const first = await as('editor', {
      method: 'GET',
      url: `/api/v1/backoffice/news/${created.id}/revisions/${revisions[2]?.id}`,
    });
    expect(first.json()).toMatchObject({
      action: 'create',
      snapshot: {
        title: 'Titolo storia-uno',
        body: '<p>Prima stesura</p>',
        status: 'published',
        keywords: ['revisioni'],
      },
    });
  });

  it('restores a revision as a new save the public page shows at once, audited and itself a revision', async () => {
    const created = await save('editor', 'POST', article('storia-due'));
    const publicPage = () => t.publicGet('/api/v1/news/pallonecomSlug/storia-due');
    await save('editor', 'PUT', { id: created.id, ...article('storia-due', { body: '<p>Riscritta</p>' }) });
    later(1);
    expect((await publicPage()).json().body).toContain('Riscritta');
    const [, original] = await revisionsOf(created.id);

    const restored = await restore('editor', created.id, original?.id ?? 0);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      id: created.id,
      body: '<p>Prima stesura</p>',
      status: 'published',
    });
    expect((await publicPage()).json().body).toContain('Prima stesura');

    const [newest] = await revisionsOf(created.id);
    expect(newest).toMatchObject({
      action: 'restore',
      changedFields: ['body'],
      savedAt: clock.toISOString(),
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'news'), eq(auditLog.entityId, created.id)));
    expect(audited.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
  });

  it('answers 404 JSON for an unknown article, an unknown revision and another article’s revision', async () => {
    const one = await save('editor', 'POST', article('storia-tre'));
    const other = await save('editor', 'POST', article('storia-quattro'));
    const [ofOther] = await revisionsOf(other.id);
    const answers = await Promise.all([
      as('editor', { method: 'GET', url: '/api/v1/backoffice/news/999999/revisions' }),
      as('editor', { method: 'GET', url: `/api/v1/backoffice/news/${one.id}/revisions/999999` }),
      as('editor', { method: 'GET', url: `/api/v1/backoffice/news/${one.id}/revisions/${ofOther?.id}` }),
      restore('editor', one.id, ofOther?.id ?? 0),
      restore('editor', 999999, ofOther?.id ?? 0),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().error])).toEqual(
      Array.from({ length: 5 }, () => [404, 'Not Found']),
    );
    expect((await revisionsOf(one.id)).length).toBe(1);
  });

  it('writes nothing when the restored fields are refused (a slug taken since)', async () => {
    const moved = await save('editor', 'POST', article('slug-libero'));
    await save('editor', 'PUT', { id: moved.id, ...article('slug-nuovo') });
    await save('editor', 'POST', article('slug-libero', { title: 'Ha preso lo slug' }));
    const [, first] = await revisionsOf(moved.id);
    const refused = await restore('editor', moved.id, first?.id ?? 0);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('pallonecomSlug');
    expect((await revisionsOf(moved.id)).length).toBe(2);
  });

  it('lets an author restore only their own draft, which stays a draft', async () => {
    const mine = await save('author', 'POST', article('bozza-autore', { status: 'draft' }));
    await save('editor', 'PUT', {
      id: mine.id,
      ...article('bozza-autore', { title: 'Pubblicata', status: 'published' }),
    });
    await save('editor', 'PUT', {
      id: mine.id,
      ...article('bozza-autore', { title: 'Di nuovo bozza', status: 'draft' }),
    });
    const [, published] = await revisionsOf(mine.id, 'author');

    const restored = await restore('author', mine.id, published?.id ?? 0);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'Pubblicata', status: 'draft' });

    const theirs = await save('editor', 'POST', article('bozza-editor', { status: 'draft' }));
    await save('editor', 'PUT', {
      id: theirs.id,
      ...article('bozza-editor', { status: 'draft', title: 'Altro' }),
    });
    const [, theirFirst] = await revisionsOf(theirs.id, 'author');
    const refused = await restore('author', theirs.id, theirFirst?.id ?? 0);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    const rows = await t.database.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.itemId, theirs.id));
    expect(rows.length).toBe(2);
  });

  it('records the version made from a translation as its first revision', async () => {
    const source = await save('editor', 'POST', article('da-tradurre'));
    const translated = await as('editor', {
      method: 'POST',
      url: `/api/v1/backoffice/news/${source.id}/translations`,
      payload: { language: 'en' },
    });
    expect(translated.statusCode).toBe(200);
    expect((await revisionsOf(translated.json().id)).map((revision) => revision.action)).toEqual(['create']);
  });
});
