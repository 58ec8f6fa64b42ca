/**
 * `transaction(db, run)`: Drizzle's `db.transaction(run)`, safe when PostgreSQL drops the connection.
 *
 * Drizzle's node-postgres session (drizzle-orm 0.45, `NodePgSession.transaction`) checks a client out of the
 * pool and sends `begin` *before* its try/finally: when `begin` fails on a killed connection (57P01, a socket
 * closed by a restart) the client is never released, so the pool keeps counting it and `pool.end()` waits
 * forever. It also releases without an error after a failed `rollback`, handing a client in an unknown state
 * back to the pool. Here we check the client out ourselves, run Drizzle's transaction over that one client, and
 * always release it — with the error when the database was lost, so pg-pool destroys the connection instead of
 * reusing it. On PGlite (one in-process connection) this is plain `db.transaction`.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable } from '../plugins/errorHandler.ts';
import type { Db } from './database.ts';

/** The `tx` a transaction's callback receives. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A Drizzle database over each checked-out pool client, made once per connection (the schema is parsed once). */
const overClient = new WeakMap<pg.PoolClient, Db>();

function dbOverClient(client: pg.PoolClient, db: Db): Db {
  let clientDb = overClient.get(client);
  if (!clientDb) {
    clientDb = drizzle(client, { schema: db._.fullSchema }) as unknown as Db;
    overClient.set(client, clientDb);
  }
  return clientDb;
}

export async function transaction<T>(db: Db, run: (tx: DbTransaction) => Promise<T>): Promise<T> {
  const pool: unknown = db.$client;
  if (!(pool instanceof pg.Pool)) return db.transaction(run);
  const client = await pool.connect();
  let lost: Error | undefined;
  try {
    return await dbOverClient(client, db).transaction(run);
  } catch (error) {
    if (isDatabaseUnavailable(error)) lost = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(lost);
  }
}
