/**
 * match_stats.csv → match_statistics (one row per match, team and code) and matches.referee.
 * The match is found by the data's match id; the teams are the match's own home and away teams.
 */
import { sql } from 'drizzle-orm';
import { matchStatistics } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import { intCell, textCell, type CsvFile } from './csvFile.ts';
import { BATCH_SIZE, upsert } from './upsert.ts';

export const MATCH_STATS_COLUMNS = ['match_id'];

/** Statistic code → the CSV columns for home and away. */
const STATS: readonly (readonly [string, string])[] = [
  ['shots', 'shots'],
  ['shotsOnTarget', 'shots_on_target'],
  ['fouls', 'fouls'],
  ['corners', 'corners'],
  ['yellowCards', 'yellow'],
  ['redCards', 'red'],
];

export async function importMatchStatsCsv(ctx: ImportContext, csv: CsvFile): Promise<void> {
  const rows: { matchId: number; teamId: number; code: string; value: number }[] = [];
  const referees: { id: number; referee: string }[] = [];
  for (const { line, values: v } of csv.records) {
    const match = ctx.lookups.matches.get(v.match_id ?? '');
    if (!match) {
      ctx.tally.reject(line, `unknown match_id "${v.match_id}"`);
      continue;
    }
    if (match.homeTeamId === null || match.awayTeamId === null) {
      ctx.tally.reject(line, 'the match has no known teams');
      continue;
    }
    const parsed: typeof rows = [];
    let bad: string | null = null;
    for (const [code, column] of STATS) {
      for (const [prefix, teamId] of [
        ['home', match.homeTeamId],
        ['away', match.awayTeamId],
      ] as const) {
        const raw = v[`${prefix}_${column}`];
        const value = intCell(raw);
        if (value === undefined) bad ??= `${prefix}_${column} "${raw}" is not a count`;
        else if (value !== null) parsed.push({ matchId: match.id, teamId, code, value });
      }
    }
    if (bad) {
      ctx.tally.reject(line, bad);
      continue;
    }
    rows.push(...parsed);
    const referee = textCell(v.referee);
    if (referee) referees.push({ id: match.id, referee });
  }
  const s = matchStatistics;
  const result = await upsert(
    ctx.db,
    s,
    rows,
    {
      target: [s.matchId, s.teamId, s.code],
      update: [s.value],
      keyOf: (r) => `${r.matchId}|${r.teamId}|${r.code}`,
    },
    { id: s.id },
  );
  ctx.tally.count('match_statistics', result.counts);
  let updated = 0;
  for (let start = 0; start < referees.length; start += BATCH_SIZE) {
    const chunk = referees.slice(start, start + BATCH_SIZE);
    const values = sql.join(
      chunk.map((r) => sql`(${r.id}::int, ${r.referee}::text)`),
      sql`, `,
    );
    const res = await ctx.db.execute(
      sql`update matches set referee = v.referee from (values ${values}) as v(id, referee)
          where matches.id = v.id and matches.referee is distinct from v.referee returning matches.id`,
    );
    updated += res.rows.length;
  }
  ctx.tally.count('matches', { inserted: 0, updated, unchanged: referees.length - updated });
}
