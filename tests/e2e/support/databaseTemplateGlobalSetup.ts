/**
 * Vitest global setup of the browser tests: imports the bundled real data once into a PGlite folder (the server's
 * own first start does it), stops that server, and hands the folder to every `startApiServer` of the run through
 * E2E_TEMPLATE_DB_DIR, which copies it instead of importing again (a copy takes a second, an import a minute or two).
 * Skipped when E2E_DATABASE_DIR names a database to reuse.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiServer } from './startApiServer.ts';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_DATABASE_DIR) return undefined;
  const templateDir = await mkdtemp(path.join(tmpdir(), 'pallone-e2e-template-'));
  const server = await startApiServer({ databaseUrl: `pglite:${templateDir}` });
  await server.stop();
  process.env.E2E_TEMPLATE_DB_DIR = templateDir;
  return async () => {
    await rm(templateDir, { recursive: true, force: true });
  };
}
