/** Season and competition-season rows. A season's range grows to cover every match imported into it. */
import { competitionSeasons, seasons } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import { seasonNames } from './seasonNames.ts';
import { upsert } from './upsert.ts';

export class SeasonCodeError extends Error {
  override name = 'SeasonCodeError';
}

/** The season's id; `range` (first/last match date) widens start/end. Throws on a malformed season key. */
export async function ensureSeason(
  ctx: ImportContext,
  code: string,
  range?: { first: string; last: string },
): Promise<number> {
  const names = seasonNames(code);
  if (!names) throw new SeasonCodeError(`season "${code}" is neither YYYY-YY nor YYYY`);
  const cached = ctx.lookups.seasons.get(code);
  let start = cached?.start ?? range?.first ?? names.defaultStart;
  let end = cached?.end ?? range?.last ?? names.defaultEnd;
  if (range) {
    if (range.first < start) start = range.first;
    if (range.last > end) end = range.last;
  }
  if (cached && cached.start === start && cached.end === end) return cached.id;
  const result = await upsert(
    ctx.db,
    seasons,
    [{ code, name: names.name, pallonecomSlug: names.slug, start, end }],
    { target: [seasons.code], update: [seasons.start, seasons.end], keyOf: (r) => r.code },
    { id: seasons.id },
  );
  ctx.tally.count('seasons', result.counts);
  const id = result.rows[0]?.id ?? cached!.id;
  ctx.lookups.seasons.set(code, { id, start, end });
  return id;
}

export interface SeasonSource {
  name: string | null;
  repo: string | null;
  commit: string | null;
  path: string | null;
  /** A qualifying file: adds its path but does not replace the main file's name/repo/commit. */
  secondary: boolean;
}

export async function ensureCompetitionSeason(
  ctx: ImportContext,
  competitionId: number,
  seasonId: number,
  source?: SeasonSource,
): Promise<number> {
  const key = `${competitionId}|${seasonId}`;
  const cached = ctx.lookups.competitionSeasons.get(key);
  const keep = cached && source?.secondary && cached.sourceName !== null;
  const next = {
    sourceName: keep ? cached.sourceName : (source?.name ?? cached?.sourceName ?? null),
    sourceRepo: keep ? cached.sourceRepo : (source?.repo ?? cached?.sourceRepo ?? null),
    sourceCommit: keep ? cached.sourceCommit : (source?.commit ?? cached?.sourceCommit ?? null),
    sourcePaths: [
      ...new Set([...(cached?.sourcePaths ?? []), ...(source?.path ? [source.path] : [])]),
    ].sort(),
  };
  if (
    cached &&
    cached.sourceName === next.sourceName &&
    cached.sourceRepo === next.sourceRepo &&
    cached.sourceCommit === next.sourceCommit &&
    cached.sourcePaths.join('\n') === next.sourcePaths.join('\n')
  ) {
    return cached.id;
  }
  const t = competitionSeasons;
  const result = await upsert(
    ctx.db,
    t,
    [{ competitionId, seasonId, ...next }],
    {
      target: [t.competitionId, t.seasonId],
      update: [t.sourceName, t.sourceRepo, t.sourceCommit, t.sourcePaths],
      keyOf: () => key,
    },
    { id: t.id },
  );
  ctx.tally.count('competition_seasons', result.counts);
  const id = result.rows[0]?.id ?? cached!.id;
  ctx.lookups.competitionSeasons.set(key, { id, ...next });
  return id;
}
