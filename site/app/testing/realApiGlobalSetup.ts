/**
 * Vitest global setup of the `site` project: starts ONE real API for the whole run — the server of `npm start`,
 * through the browser tests' `startApiServer`, on a fresh PGlite folder that imports the bundled real data
 * (20-60 s) — with a back-office admin and a private uploads directory, and provides where it is. Test files
 * point the loaders at it with `useRealApi()`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import './providedContext.ts';
import { startApiServer } from '../../../tests/e2e/support/startApiServer.ts';

/** The instant the test API's clock starts at (a Sunday of the 2026-27 season in the bundled data). */
export const REAL_API_NOW = '2026-11-22T12:00:00Z';
const CREDENTIALS = { user: 'site-test', password: 'site-test-password' };
const ADMIN = { email: 'site-test-admin@pallone.test', password: 'site test admin password' };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'pallone-site-uploads-'));
  const api = await startApiServer({
    env: {
      PUBLIC_API_USER: CREDENTIALS.user,
      PUBLIC_API_PASSWORD: CREDENTIALS.password,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      UPLOADS_DIR: uploadsDir,
      // The API's clock starts at a fixed instant: what is "next" or "today" never changes with the calendar.
      PALLONE_NOW: REAL_API_NOW,
    },
  }).catch(async (error: unknown) => {
    await rm(uploadsDir, { recursive: true, force: true });
    throw error;
  });
  project.provide('realApi', { base: api.origin, ...CREDENTIALS, admin: ADMIN });
  return async () => {
    await api.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  };
}
