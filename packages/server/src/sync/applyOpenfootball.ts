/**
 * Applies a football.json source through the importer's own code (`importMatchFile`): new fixtures appear, new
 * results end their matches (extra time and penalties included), a new competition season is created. Two
 * things are the sync's own:
 * - a fixture whose date moved keeps its match: a record whose id is unknown is matched to the stored match of
 *   the same competition season with the same home and away teams (the nearest kick-off not claimed by another
 *   record), and takes its id, so the kick-off moves instead of a second match appearing;
 * - a match the live feed drives or has ended, and that the source has no result for, is left alone.
 */
import { normalizeSearch, slugify, splitCompetitionCode } from '@pallone/core';
import { matches } from '../db/schema.ts';
import type { ImportContext } from '../import/context.ts';
import { Lookups } from '../import/lookups.ts';
import { importMatchFile, type MatchFileJson } from '../import/matchFile.ts';
import { FileTally } from '../import/report.ts';
import type { Executor } from '../import/upsert.ts';
import type { SyncOutcome } from './syncOutcome.ts';
import { inSeasonOf } from './seasonMatches.ts';

type Raw = Record<string, unknown>;

interface StoredMatch {
  sourceId: string;
  homeTeamId: number | null;
  awayTeamId: number | null;
  kickoffAt: Date;
  status: string;
  liveSource: string | null;
}

async function storedMatches(db: Executor, code: string, season: string): Promise<StoredMatch[]> {
  const query = db
    .select({
      sourceId: matches.sourceId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      kickoffAt: matches.kickoffAt,
      status: matches.status,
      liveSource: matches.liveSource,
    })
    .from(matches)
    .$dynamic();
  return inSeasonOf(query, code, season);
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function teamIdOf(lookups: Lookups, name: string | null, sourceTeamId: string | null): number | null {
  if (sourceTeamId) return lookups.teams.get(sourceTeamId)?.id ?? null;
  if (!name) return null;
  return lookups.aliases.get(normalizeSearch(name)) ?? null;
}

function defaultId(raw: Raw, fileCode: string, season: string): string | null {
  const own = text(raw.id);
  if (own) return own;
  const date = text(raw.date);
  const home = text(raw.team1);
  const away = text(raw.team2);
  if (!date || !home || !away) return null;
  return `${fileCode}/${season}/${date}/${slugify(home)}-v-${slugify(away)}`;
}

const hasResult = (raw: Raw) =>
  typeof raw.score === 'object' && raw.score !== null && (raw.score as Raw).ft !== undefined;

/** Gives moved fixtures their stored id and drops live matches the source has no result for. */
export function reconcileRecords(
  file: MatchFileJson,
  stored: readonly StoredMatch[],
  lookups: Lookups,
  fileCode: string,
  season: string,
): MatchFileJson {
  const bySourceId = new Map(stored.map((m) => [m.sourceId, m]));
  const claimed = new Set<string>();
  const ids = file.matches.map((m) =>
    typeof m === 'object' && m !== null ? defaultId(m as Raw, fileCode, season) : null,
  );
  for (const id of ids) if (id && bySourceId.has(id)) claimed.add(id);
  const kept: unknown[] = [];
  file.matches.forEach((value, index) => {
    if (typeof value !== 'object' || value === null) return kept.push(value);
    const raw = { ...(value as Raw) };
    let id = ids[index] ?? null;
    if (id && !bySourceId.has(id)) {
      const home = teamIdOf(lookups, text(raw.team1), text(raw.team1_id));
      const away = teamIdOf(lookups, text(raw.team2), text(raw.team2_id));
      const day = Date.parse(`${text(raw.date) ?? ''}T12:00:00Z`);
      const candidates = stored.filter(
        (m) =>
          home !== null &&
          m.homeTeamId === home &&
          m.awayTeamId === away &&
          !claimed.has(m.sourceId) &&
          !ids.includes(m.sourceId),
      );
      candidates.sort(
        (a, b) => Math.abs(a.kickoffAt.getTime() - day) - Math.abs(b.kickoffAt.getTime() - day),
      );
      const moved = candidates[0];
      if (moved && Number.isFinite(day)) {
        id = moved.sourceId;
        claimed.add(id);
      }
    }
    if (id) raw.id = id;
    const current = id ? bySourceId.get(id) : undefined;
    // The feed's state (live, or a result it ended) stands until the source has a result of its own.
    if (current?.liveSource && !hasResult(raw)) return;
    kept.push(raw);
  });
  return { ...file, matches: kept };
}

export async function applyOpenfootball(
  db: Executor,
  file: MatchFileJson,
  fileCode: string,
  season: string,
  sourceName: string,
): Promise<SyncOutcome> {
  const lookups = await Lookups.load(db);
  const { code } = splitCompetitionCode(fileCode);
  const reconciled = reconcileRecords(file, await storedMatches(db, code, season), lookups, fileCode, season);
  const tally = new FileTally(sourceName);
  const ctx: ImportContext = {
    db,
    lookups,
    tally,
    competitionMeta: new Map(),
    syncedCompetitions: new Set(),
    groupLetters: new Map(),
  };
  const changes = await importMatchFile(ctx, reconciled, fileCode, season);
  return {
    rows: file.matches.length,
    changed: changes.changedMatchIds.length,
    rejected: tally.errors.map((e) => ({ line: e.line, reason: e.reason })),
    matchIds: changes.changedMatchIds,
    competitionSeasonIds: changes.changedMatchIds.length > 0 ? [changes.competitionSeasonId] : [],
  };
}
