/**
 * `npx tsx bench/explainSearch.ts [postgres://…]` (default BENCH_POSTGRES_URL or
 * postgres://postgres@127.0.0.1:5432/bench_search, seeded by `npm run bench`): the PostgreSQL plan of every
 * query the SQL search sends (players, teams, competitions, matches) and of the in-memory index's load, each run
 * with EXPLAIN (ANALYZE, BUFFERS) under the settings it runs with (`withTrigramIndexes` for the searches). For docs/performance.md.
 */
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { searchCompetitions } from '../src/search/queries/competitions.ts';
import { searchMatches } from '../src/search/queries/matches.ts';
import { searchPlayers } from '../src/search/queries/players.ts';
import { searchTeams } from '../src/search/queries/teams.ts';
import { searchTermOf } from '../src/search/queries/text.ts';
import { loadSearchRows } from '../src/search/loadSearchIndex.ts';
import { DEFAULT_BENCH_POSTGRES_URL } from './postgresBenchDatabase.ts';

interface Sent {
  text: string;
  values: unknown[];
}

const url = process.argv[2] ?? process.env.BENCH_POSTGRES_URL ?? DEFAULT_BENCH_POSTGRES_URL;
const now = new Date('2026-11-22T12:00:00Z');
let sent: Sent[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  const text = typeof config === 'string' ? config : config.text;
  if (!/^(begin|commit|rollback|set local)/i.test(text)) {
    sent.push({ text, values: (typeof config === 'string' ? undefined : config.values) ?? values ?? [] });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const database = await openDatabase(url);
const term = (text: string) => searchTermOf(text)!;
/** What to explain; `trigramSettings`: under `withTrigramIndexes`'s settings (every search, not the load). */
const searches: [string, () => Promise<unknown>, trigramSettings?: false][] = [
  ['players "lautaro"', () => searchPlayers(database.db, term('lautaro'), 10, 'it', now)],
  ['players "ro" (short)', () => searchPlayers(database.db, term('ro'), 10, 'it', now)],
  ['teams "inter"', () => searchTeams(database.db, term('inter'), 10, 'it', now)],
  ['competitions "serie a"', () => searchCompetitions(database.db, term('serie a'), 10, 'it')],
  ['matches "inter milan"', () => searchMatches(database.db, term('inter milan'), 10, 'it', now)],
  ['in-memory index load', () => loadSearchRows(database.db), false],
];
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const [name, run, trigramSettings] of searches) {
  sent = [];
  await run();
  const queries = sent;
  sent = [];
  for (const [i, { text, values }] of queries.entries()) {
    await query.call(client, 'begin');
    if (trigramSettings !== false) {
      await query.call(client, 'set local enable_seqscan = off');
      await query.call(client, 'set local jit = off');
    }
    const plan = (await query.call(client, `explain (analyze, buffers) ${text}`, values)) as pg.QueryResult;
    await query.call(client, 'rollback');
    console.log(
      `\n### ${name}, query ${i + 1} of ${queries.length}\n\n\`\`\`\n${text}\n\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``,
    );
  }
}
await client.end();
await database.close();
