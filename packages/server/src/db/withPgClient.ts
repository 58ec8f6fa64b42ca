/** Runs `run` on a PostgreSQL connection of its own, always closed after (admin statements in tests and benches). */
import pg from 'pg';

export async function withPgClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
