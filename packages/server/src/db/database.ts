/**
 * Opens the database named by DATABASE_URL:
 * - unset: embedded PGlite in `.data/pglite` (relative to the repository root);
 * - `pglite:memory`: PGlite in memory; `pglite:<dir>`: PGlite in that folder;
 * - `postgres://…` / `postgresql://…`: PostgreSQL through a pg pool.
 * Both drivers get the same Drizzle schema and the same migrations.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as sportsSchema from './schema.ts';
import * as contentSchema from './contentSchema.ts';
import * as authSchema from './authSchema.ts';
import * as liveSchema from './liveSchema.ts';
import * as revisionSchema from './revisionSchema.ts';

const schema = { ...sportsSchema, ...contentSchema, ...authSchema, ...liveSchema, ...revisionSchema };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The Drizzle database, whichever driver is underneath (both share the pg-core query builder). */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human-readable location, for logs (never includes a password). */
  location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball. */
  dump?: () => Promise<Blob>;
}

export class DatabaseUrlError extends Error {
  override name = 'DatabaseUrlError';
}

export type DatabaseTarget = { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string };

export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  if (url === undefined || url.trim() === '') {
    return { kind: 'pglite', dir: path.join(repoRoot, '.data', 'pglite') };
  }
  if (url === 'pglite:memory') return { kind: 'pglite', dir: null };
  if (url.startsWith('pglite:')) {
    const dir = url.slice('pglite:'.length);
    if (dir === '') throw new DatabaseUrlError('DATABASE_URL "pglite:" needs a folder, or use pglite:memory');
    return { kind: 'pglite', dir: path.resolve(dir) };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { kind: 'postgres', url };
  throw new DatabaseUrlError(
    'DATABASE_URL must be empty, pglite:memory, pglite:<dir> or postgres://… (got an unknown scheme)',
  );
}

async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    location: dir ?? 'memory',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** An in-memory PGlite restored from a `dump()` of another one (used to hand each test file a seeded copy). */
export function openPgliteFromDump(dump: Blob): Promise<Database> {
  return openPglite(null, dump);
}

/** How many migrations the migrations folder holds (its journal's entries). */
export async function journalMigrationCount(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has applied (Drizzle's own table; 0 before the first migration). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const exists = await db.execute<{ table: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as "table"`,
  );
  if (!exists.rows[0]?.table) return 0;
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as "count" from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

export async function openDatabase(url: string | undefined = process.env.DATABASE_URL): Promise<Database> {
  const target = parseDatabaseUrl(url);
  if (target.kind === 'pglite') return openPglite(target.dir);
  // connectionTimeoutMillis: during an outage a request waits at most 5 s for a connection, then fails (→ 503).
  const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
  // A client can lose its connection (a restart terminates every backend with 57P01, a dropped test database).
  // Idle clients: pg-pool relays their 'error' event to the pool and drops them; log it, never crash.
  pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
  // Checked-out clients (Drizzle's transactions hold one through pool.connect()): pg-pool removes its listener
  // while a client is out, so a terminated backend would be an unhandled 'error' event that kills the process.
  // The query in flight rejects on its own (→ 503), the broken client is discarded on release, and the next
  // request opens a fresh connection: the event itself only needs a listener.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`PostgreSQL client error: ${error.message}`));
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const location = new URL(target.url);
  location.password = '';
  return {
    db,
    kind: 'postgres',
    location: location.toString(),
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}
