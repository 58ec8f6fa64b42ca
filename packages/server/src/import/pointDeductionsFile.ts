/**
 * pallone/point_deductions.csv → point_deductions, upserted on (competition season, team, reason).
 * The curated file is the whole truth: once every row of it was read without error, deductions no longer in
 * it are deleted (with a rejected row, nothing is deleted, so a typo cannot silently drop a deduction).
 */
import { inArray } from 'drizzle-orm';
import { pointDeductions } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import type { CsvFile } from './csvFile.ts';
import { upsert } from './upsert.ts';

export const POINT_DEDUCTIONS_COLUMNS = [
  'competition',
  'season',
  'team_id',
  'points',
  'reason',
  'source_url',
];

interface DeductionRow {
  competitionSeasonId: number;
  teamId: number;
  points: number;
  reason: string;
  sourceUrl: string;
}

const keyOf = (r: Pick<DeductionRow, 'competitionSeasonId' | 'teamId' | 'reason'>) =>
  `${r.competitionSeasonId}|${r.teamId}|${r.reason}`;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The row, or why it is rejected. */
function readRow(ctx: ImportContext, v: Record<string, string>): DeductionRow | string {
  const competitionId = ctx.lookups.competitions.get(v.competition ?? '');
  const seasonId = ctx.lookups.seasons.get(v.season ?? '')?.id;
  const competitionSeason =
    competitionId === undefined || seasonId === undefined
      ? undefined
      : ctx.lookups.competitionSeasons.get(`${competitionId}|${seasonId}`);
  if (!competitionSeason) return `unknown competition season "${v.competition} ${v.season}"`;
  const team = ctx.lookups.teams.get(v.team_id ?? '');
  if (!team) return `unknown team_id "${v.team_id}"`;
  const points = v.points ?? '';
  if (!/^-?\d+$/.test(points) || Number(points) === 0) return `points "${points}" is not a non-zero integer`;
  const reason = v.reason ?? '';
  if (reason === '') return 'missing reason';
  const sourceUrl = v.source_url ?? '';
  if (!isHttpUrl(sourceUrl)) return `source_url "${sourceUrl}" is not an http(s) URL`;
  return {
    competitionSeasonId: competitionSeason.id,
    teamId: team.id,
    points: Number(points),
    reason,
    sourceUrl,
  };
}

export async function importPointDeductionsCsv(ctx: ImportContext, csv: CsvFile): Promise<void> {
  const rows: DeductionRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, values } of csv.records) {
    const row = readRow(ctx, values);
    if (typeof row === 'string') {
      ctx.tally.reject(line, row);
      continue;
    }
    const earlier = seen.get(keyOf(row));
    if (earlier !== undefined) {
      ctx.tally.reject(line, `same team, season and reason as line ${earlier}`);
      continue;
    }
    seen.set(keyOf(row), line);
    rows.push(row);
  }
  const d = pointDeductions;
  const result = await upsert(
    ctx.db,
    d,
    rows,
    { target: [d.competitionSeasonId, d.teamId, d.reason], update: [d.points, d.sourceUrl], keyOf },
    { id: d.id },
  );
  ctx.tally.count('point_deductions', result.counts);
  if (ctx.tally.errors.length > 0) return;
  const stored = await ctx.db
    .select({ id: d.id, competitionSeasonId: d.competitionSeasonId, teamId: d.teamId, reason: d.reason })
    .from(d);
  const stale = stored.filter((row) => !seen.has(keyOf(row))).map((row) => row.id);
  if (stale.length === 0) return;
  await ctx.db.delete(d).where(inArray(d.id, stale));
  ctx.tally.note = `removed ${stale.length} deduction(s) no longer in the file`;
}
