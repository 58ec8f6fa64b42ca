/**
 * A throwaway PostgreSQL database for the `pg` test project: created from the admin connection of DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test) under a random name, dropped (forcibly) when done.
 */
import { randomUUID } from 'node:crypto';
import { parseDatabaseUrl } from './database.ts';
import { withPgClient } from './withPgClient.ts';

export function postgresAdminUrl(): string {
  const target = parseDatabaseUrl(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  if (target.kind !== 'postgres') throw new Error('project pg needs DATABASE_URL=postgres://…');
  return target.url;
}

export interface ScratchDatabase {
  name: string;
  /** The connection URL of the scratch database itself. */
  url: string;
  drop(): Promise<void>;
}

/** A new empty database, or a copy of `template` (a database name on the same server). */
export async function createScratchDatabase(prefix: string, template?: string): Promise<ScratchDatabase> {
  const adminUrl = postgresAdminUrl();
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const copy = template === undefined ? '' : ` TEMPLATE ${template}`;
  await withPgClient(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}${copy}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withPgClient(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}
