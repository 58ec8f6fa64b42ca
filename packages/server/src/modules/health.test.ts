import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const config = { publicApiUser: 'u', publicApiPassword: 'p', cacheMaxAgeSeconds: 60 };

describe('GET /healthz', () => {
  it('answers 200 { status: ok } without credentials, never cached', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 200 even when the database is gone', async () => {
    const database = await openDatabase('pglite:memory');
    const app = await buildApp({ db: database.db, config });
    await database.close();
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('GET /readyz', () => {
  it('answers 200 without credentials when the database answers and every migration is applied', async () => {
    const response = await t.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; migrations: { applied: number; expected: number } }>();
    expect(body.status).toBe('ready');
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with Retry-After while migrations are pending', async () => {
    const database = await openDatabase('pglite:memory');
    const app = await buildApp({ db: database.db, config });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        database: 'ok',
        migrations: { applied: 0 },
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const database = await openDatabase('pglite:memory');
    await database.migrate();
    const app = await buildApp({ db: database.db, config });
    await database.close();
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await app.close();
    }
  });
});
