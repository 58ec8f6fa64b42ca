/**
 * Test helper: the API on a private seeded database (`createTestApp`) with the scheduled sync on (a long
 * interval, so passes run when the test says `syncNow()`), a fixed clock, one staff user and helpers for public
 * and staff reads.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createUser } from '../../modules/auth/users.ts';
import type { TestDatabase } from '../../db/testDatabase.ts';
import { createTestApp } from '../../testing/testApp.ts';
import type { SyncPassResult } from '../syncPass.ts';

const STAFF = { email: 'sync-editor@pallone.test', password: 'sync editor password 1' };

export interface SyncTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  syncNow(): Promise<SyncPassResult>;
  get<T>(url: string): Promise<T>;
  staffGet(url: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createSyncTestApp(sources: string[], now: Date): Promise<SyncTestApp> {
  const t = await createTestApp({ now: () => now, sync: { sources, intervalSeconds: 3600 } });
  const { app } = t;
  await app.syncScheduler?.runNow();
  await createUser(t.database.db, STAFF);
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: STAFF });
  const token = (login.json() as { token: string }).token;
  return {
    app,
    database: t.database,
    async syncNow() {
      const result = await app.syncScheduler!.runNow();
      if (!result) throw new Error('the sync pass failed');
      return result;
    },
    async get<T>(url: string) {
      const response = await t.get(url);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json() as T;
    },
    staffGet: (url) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
    close: () => t.close(),
  };
}
