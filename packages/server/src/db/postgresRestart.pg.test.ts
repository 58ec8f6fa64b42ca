/**
 * A real PostgreSQL restart under load (issue #12 §1): the machine's cluster is restarted (`pg_ctlcluster …
 * restart`, or PALLONE_PG_RESTART_COMMAND) while readers and writers run against the app. The process must not
 * crash, every answer is a success or a 503 (never a 500), reads succeed again within 5 s of the database being
 * back, and every acknowledged write is stored exactly once. Project `pg` (run by `.ci/run`): it restarts the
 * PostgreSQL of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), so run it on a machine of your own.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SCRATCH_AUTHORIZATION, useScratchApp } from './scratchApp.ts';

const run = promisify(execFile);

/** The command that restarts the cluster: PALLONE_PG_RESTART_COMMAND, else Debian's pg_ctlcluster. */
function restartCommand(): [string, string[]] {
  const custom = process.env.PALLONE_PG_RESTART_COMMAND;
  if (custom) return ['sh', ['-c', custom]];
  const [version] = readdirSync('/etc/postgresql');
  if (!version) throw new Error('no /etc/postgresql/<version>: set PALLONE_PG_RESTART_COMMAND');
  return ['pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']];
}

const env = useScratchApp('pallone_restart');

interface Answer {
  kind: 'read' | 'write';
  status: number;
  at: number;
  email?: string;
}

async function read(): Promise<Answer> {
  const response = await env.app.inject({
    method: 'GET',
    url: '/api/v1/competitions',
    headers: { authorization: SCRATCH_AUTHORIZATION, 'cache-control': 'no-cache' },
  });
  return { kind: 'read', status: response.statusCode, at: performance.now() };
}

async function write(email: string): Promise<Answer> {
  const response = await env.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter',
    headers: { authorization: SCRATCH_AUTHORIZATION, 'content-type': 'application/json' },
    payload: { email },
  });
  return { kind: 'write', status: response.statusCode, at: performance.now(), email };
}

describe('a real PostgreSQL restart under load', () => {
  it('never crashes or answers 500, reads again within 5 s of the database being back, loses no write', async () => {
    const answers: Answer[] = [];
    let stop = false;
    const readers = Array.from({ length: 8 }, async () => {
      while (!stop) answers.push(await read());
    });
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) answers.push(await write(`restart-${w}-${i}@example.com`));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [command, args] = restartCommand();
    await run(command, args, { timeout: 120_000 }); // returns once the cluster accepts connections again
    const backAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    stop = true;
    await Promise.all([...readers, ...writers]);

    const unexpected = answers.filter((a) => ![200, 201, 503].includes(a.status));
    expect(unexpected.map((a) => `${a.kind} ${a.status}`)).toEqual([]);
    const firstReadBack = answers.find((a) => a.kind === 'read' && a.status === 200 && a.at >= backAt);
    expect(firstReadBack, 'no read succeeded after the restart').toBeDefined();
    const recoverySeconds = (firstReadBack!.at - backAt) / 1000;
    expect(recoverySeconds).toBeLessThan(5);

    const acknowledged = answers.filter((a) => a.kind === 'write' && a.status === 201).map((a) => a.email!);
    const stored = await env.app.db.execute<{ email: string; copies: number }>(
      sql`select email, count(*)::int as copies from newsletter_subscriptions group by email`,
    );
    const copies = new Map(stored.rows.map((row) => [row.email, Number(row.copies)]));
    expect(acknowledged.filter((email) => copies.get(email) !== 1)).toEqual([]);
    expect([...copies].filter(([, count]) => count > 1)).toEqual([]);
    console.info(
      `restart: ${answers.length} answers (${answers.filter((a) => a.status === 503).length} × 503), ` +
        `first read ${recoverySeconds.toFixed(2)} s after the database was back, ` +
        `${acknowledged.length} writes acknowledged, ${copies.size} stored`,
    );

    const ready = await env.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(env.unhandled).toEqual([]);
  });
});
