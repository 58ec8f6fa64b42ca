/**
 * The PostgreSQL outage tests' setup (project `pg`): a migrated scratch database, the app on it (public API user
 * `u:p`, nothing cached) and every uncaught error or unhandled rejection recorded, so a test can assert the
 * process would not have crashed. Registers its own beforeAll/afterAll; read the fields inside tests.
 */
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from './database.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratchPostgres.ts';

export const SCRATCH_AUTHORIZATION = `Basic ${Buffer.from('u:p').toString('base64')}`;

export interface ScratchApp {
  scratch: ScratchDatabase;
  database: Database;
  app: FastifyInstance;
  unhandled: unknown[];
  /** Ends the database's pool now (afterAll then leaves it). */
  closeDatabase(): Promise<void>;
}

export function useScratchApp(prefix: string): ScratchApp {
  const unhandled: unknown[] = [];
  const recordUnhandled = (error: unknown) => unhandled.push(error);
  let closed = false;
  const env = {
    unhandled,
    async closeDatabase() {
      closed = true;
      await env.database.close();
    },
  } as ScratchApp;

  beforeAll(async () => {
    process.on('uncaughtException', recordUnhandled);
    process.on('unhandledRejection', recordUnhandled);
    env.scratch = await createScratchDatabase(prefix);
    env.database = await openDatabase(env.scratch.url);
    await env.database.migrate();
    env.app = await buildApp({
      db: env.database.db,
      config: { publicApiUser: 'u', publicApiPassword: 'p', cacheMaxAgeSeconds: 0 },
    });
    await env.app.ready();
  });

  afterAll(async () => {
    await env.app?.close();
    if (!closed) await env.database?.close();
    await env.scratch?.drop();
    process.off('uncaughtException', recordUnhandled);
    process.off('unhandledRejection', recordUnhandled);
  });

  return env;
}
