/**
 * The malformed requests a probe found answering 500 (issue #12 point 3), one by one: each is now a 400 whose
 * JSON names the field. The generated variants of every class run in malformedInput.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BASIC_AUTH_HEADER } from '../testing/testApp.ts';
import { createStaffTestApp, type StaffTestApp } from './backoffice/staffTestApp.ts';
import { multipart } from './backoffice/testMultipart.ts';
import { newsData } from './backoffice/testContentData.ts';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

function expectFieldError(response: LightMyRequestResponse, field: string): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
  expect(response.json().message).toContain(field);
}

const postJson = (url: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: BASIC_AUTH_HEADER, 'content-type': 'application/json' },
    payload,
  });

describe('numbers that are not finite', () => {
  it.each(['Infinity', '-Infinity', '1e309'])('/authors/%s names id', async (value) => {
    expectFieldError(await t.publicGet(`/api/v1/authors/${value}`), 'id');
  });

  it.each(['Infinity', '1e309'])('?turnId=%s names turnId', async (value) => {
    expectFieldError(await t.publicGet(`/api/v1/groups/1/getTeamStandings?turnId=${value}`), 'turnId');
  });

  it('page 1e309 in a JSON body names page', async () => {
    expectFieldError(await postJson('/api/v1/news/getPaginated', '{"page":1e309,"pageSize":10}'), 'page');
  });
});

describe('days that are not calendar days', () => {
  it.each([
    '/api/v1/matches?date=9999-12-31',
    '/api/v1/matches/getNextDateWithMatches?date=9999-12-31',
    '/api/v1/matches/getClosestDateWithMatches?date=0000-01-01',
    '/api/v1/matches?date=2026-02-30',
    '/api/v1/matches?date=2026-13-01',
  ])('%s names date', async (url) => {
    expectFieldError(await t.publicGet(url), 'date');
  });

  it('a real day still answers', async () => {
    expect((await t.publicGet('/api/v1/matches/getClosestDateWithMatches?date=2024-05-01')).statusCode).toBe(
      200,
    );
  });
});

describe('NUL characters', () => {
  it('in a url parameter', async () => {
    expectFieldError(await t.publicGet('/api/v1/crawlUrls/isImportant?url=https://a.example/%00'), 'url');
  });

  it('in the login email, without authentication', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'editor\u0000@pallone.test', password: 'x' },
    });
    expectFieldError(response, 'email');
  });

  it('in a back-office search', async () => {
    const response = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/news/getPaginated',
      payload: { page: 1, pageSize: 10, search: 'derby\u0000' },
    });
    expectFieldError(response, 'search');
  });

  it('in a news field sent as JSON or as multipart', async () => {
    const article = newsData({
      pallonecomSlug: 'nul-in-title',
      title: 'Derby\u0000',
      publishedAt: '2026-11-20T10:00:00.000Z',
      articleSection: 'Serie A',
    });
    const asJson = await t.staff({ method: 'POST', url: '/api/v1/news', payload: article });
    expectFieldError(asJson, 'title');
    const asMultipart = await t.staff({ method: 'POST', url: '/api/v1/news', ...multipart(article) });
    expectFieldError(asMultipart, 'title');
  });
});

describe('bodies no route can read', () => {
  it('a 20,000-deep JSON array names the body', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    expectFieldError(await postJson('/api/v1/news/getPaginated', deep), 'body');
    const response = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expectFieldError(response, 'body');
  });

  it('a 20,000-deep JSON in the multipart data field names it', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const response = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      headers: { 'content-type': 'multipart/form-data; boundary=deep' },
      payload: `--deep\r\nContent-Disposition: form-data; name="data"\r\n\r\n${deep}\r\n--deep--\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('nests deeper than 32 levels');
  });

  it('multipart/form-data without a boundary names the content-type', async () => {
    const response = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expectFieldError(response, 'content-type');
  });
});
