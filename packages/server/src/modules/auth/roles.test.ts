/**
 * Roles (decision 048): users are for admins, content sections for editors and admins, and an author writes news
 * drafts of their own and nothing else. Every refusal is a 403 JSON error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaffTestApp,
  roleSessions,
  type Session,
  type StaffTestApp,
} from '../backoffice/staffTestApp.ts';
import type { StaffRole } from './users.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const PASSWORD = 'a long enough password';
let t: StaffTestApp;
let sessions: Partial<Record<StaffRole, Session>> = {};

beforeAll(async () => {
  t = await createStaffTestApp({ now: () => NOW });
  sessions = await roleSessions(t, ['admin', 'editor', 'author'], 'role', PASSWORD);
});
afterAll(() => t.close());

const as = (role: StaffRole, options: Parameters<StaffTestApp['staff']>[0]) =>
  t.staff(options, sessions[role]);

const draft = (slug: string, status = 'draft') => ({
  language: 'it',
  status,
  pallonecomSlug: slug,
  title: `Bozza ${slug}`,
  publishedAt: NOW.toISOString(),
  articleSection: 'Serie A',
  keywords: ['bozza'],
  description: 'Una bozza',
  category: 'generali',
  body: '<p>Testo</p>',
});

describe('roles', () => {
  it('carries the role in the login answer and the token check', async () => {
    const login = await t.login('author.role@pallone.test', PASSWORD);
    expect(login.json().user).toMatchObject({ email: 'author.role@pallone.test', role: 'author' });
    const check = await as('editor', { method: 'GET', url: '/api/v1/auth/verifyToken' });
    expect(check.json()).toMatchObject({ user: { role: 'editor' }, twoFactor: false });
  });

  it('lets only admins manage users', async () => {
    for (const role of ['editor', 'author'] as const) {
      const refused = await as(role, { method: 'GET', url: '/api/v1/backoffice/users' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    const listed = await as('admin', { method: 'GET', url: '/api/v1/backoffice/users' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().users.map((user: { role: string }) => user.role)).toContain('author');
  });

  it('keeps the content sections other than news from authors', async () => {
    const request = { method: 'POST' as const, url: '/api/v1/backoffice/guides/getPaginated', payload: {} };
    expect((await as('author', request)).statusCode).toBe(403);
    expect((await as('editor', request)).statusCode).toBe(200);
    expect((await as('author', { method: 'GET', url: '/api/v1/backoffice/dashboard' })).statusCode).toBe(200);
  });

  it('lets an author write their own drafts, never publish, and not touch anyone else’s', async () => {
    const published = await as('author', {
      method: 'POST',
      url: '/api/v1/news',
      payload: draft('pubblicata', 'published'),
    });
    expect(published.statusCode).toBe(403);

    const created = await as('author', { method: 'POST', url: '/api/v1/news', payload: draft('mia-bozza') });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const edited = await as('author', {
      method: 'PUT',
      url: '/api/v1/news',
      payload: { id, ...draft('mia-bozza'), title: 'Bozza rivista' },
    });
    expect(edited.json().title).toBe('Bozza rivista');
    const publish = await as('author', {
      method: 'PUT',
      url: '/api/v1/news',
      payload: { id, ...draft('mia-bozza', 'published') },
    });
    expect(publish.statusCode).toBe(403);

    const editors = await as('editor', {
      method: 'POST',
      url: '/api/v1/news',
      payload: draft('bozza-altrui'),
    });
    const theirs = editors.json().id as number;
    const editTheirs = await as('author', {
      method: 'PUT',
      url: '/api/v1/news',
      payload: { id: theirs, ...draft('bozza-altrui') },
    });
    expect(editTheirs.statusCode).toBe(403);
    expect(
      (await as('author', { method: 'DELETE', url: `/api/v1/backoffice/news/${theirs}` })).statusCode,
    ).toBe(403);
    expect(
      (
        await as('editor', {
          method: 'PUT',
          url: '/api/v1/news',
          payload: { id, ...draft('mia-bozza', 'published') },
        })
      ).statusCode,
    ).toBe(200);
    expect((await as('author', { method: 'DELETE', url: `/api/v1/backoffice/news/${id}` })).statusCode).toBe(
      403,
    );
    expect(
      (await as('author', { method: 'DELETE', url: `/api/v1/backoffice/news/${theirs}` })).statusCode,
    ).toBe(403);
  });
});
