/**
 * Applies a football-data.co.uk CSV: each row's teams are found through `team_aliases`, its match is the stored
 * match of that competition season with the same home and away teams (the nearest kick-off: a moved match is
 * still found, and its kick-off moves to the row's date). A result ends the match (`played`, full and half
 * time, referee) and the statistics are upserted. Only real differences are written; a row that names an
 * unknown team or match is rejected with the reason and the rest still applies.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { normalizeSearch } from '@pallone/core';
import { matches, matchStatistics, teamAliases } from '../db/schema.ts';
import { upsert, type Executor } from '../import/upsert.ts';
import { zonedTimeToUtc } from '../import/zonedTime.ts';
import { seasonOfDate, type FootballDataRow } from './footballDataCsv.ts';
import type { SyncOutcome } from './syncOutcome.ts';
import { inSeasonOf } from './seasonMatches.ts';

interface Stored {
  id: number;
  competitionSeasonId: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  kickoffAt: Date;
  hasKickoffTime: boolean;
  status: string;
  ftHome: number | null;
  ftAway: number | null;
  htHome: number | null;
  htAway: number | null;
  referee: string | null;
}

const DAY_MS = 86_400_000;

async function loadStored(
  db: Executor,
  pairs: { code: string; season: string }[],
): Promise<Map<string, Stored[]>> {
  const byKey = new Map<string, Stored[]>();
  for (const { code, season } of pairs) {
    const query = db
      .select({
        id: matches.id,
        competitionSeasonId: matches.competitionSeasonId,
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
        kickoffAt: matches.kickoffAt,
        hasKickoffTime: matches.hasKickoffTime,
        status: matches.status,
        ftHome: matches.ftHome,
        ftAway: matches.ftAway,
        htHome: matches.htHome,
        htAway: matches.htAway,
        referee: matches.referee,
      })
      .from(matches)
      .$dynamic();
    const rows = await inSeasonOf(query, code, season);
    byKey.set(`${code}|${season}`, rows);
  }
  return byKey;
}

async function aliasIds(db: Executor, names: readonly string[]): Promise<Map<string, number>> {
  const keys = [...new Set(names.map((n) => normalizeSearch(n)))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ alias: teamAliases.alias, teamId: teamAliases.teamId })
    .from(teamAliases)
    .where(inArray(teamAliases.alias, keys));
  return new Map(rows.map((r) => [r.alias, r.teamId]));
}

export async function applyFootballData(
  db: Executor,
  rows: readonly FootballDataRow[],
  pathSeason: string | null,
): Promise<Omit<SyncOutcome, 'rows'>> {
  const seasonOf = (row: FootballDataRow) => pathSeason ?? seasonOfDate(row.date);
  const pairs = new Map<string, { code: string; season: string }>();
  for (const row of rows)
    pairs.set(`${row.competitionCode}|${seasonOf(row)}`, {
      code: row.competitionCode,
      season: seasonOf(row),
    });
  const stored = await loadStored(db, [...pairs.values()]);
  const teamIds = await aliasIds(
    db,
    rows.flatMap((r) => [r.home, r.away]),
  );
  const rejected: SyncOutcome['rejected'] = [];
  const claimed = new Set<number>();
  const updates: (Stored & { kickoffChanged: boolean })[] = [];
  const stats: { matchId: number; teamId: number; code: string; value: number }[] = [];
  for (const row of rows) {
    const home = teamIds.get(normalizeSearch(row.home));
    const away = teamIds.get(normalizeSearch(row.away));
    if (home === undefined || away === undefined) {
      rejected.push({
        line: row.line,
        reason: `unknown team "${home === undefined ? row.home : row.away}" (add it to team_aliases)`,
      });
      continue;
    }
    const candidates = (stored.get(`${row.competitionCode}|${seasonOf(row)}`) ?? []).filter(
      (m) => m.homeTeamId === home && m.awayTeamId === away && !claimed.has(m.id),
    );
    const kickoff = zonedTimeToUtc(row.date, row.time ?? '00:00', row.time ? 'Europe/London' : 'Europe/Rome');
    candidates.sort(
      (a, b) =>
        Math.abs(a.kickoffAt.getTime() - kickoff.getTime()) -
        Math.abs(b.kickoffAt.getTime() - kickoff.getTime()),
    );
    const match = candidates[0];
    if (!match) {
      rejected.push({
        line: row.line,
        reason: `no ${row.competitionCode} ${seasonOf(row)} match ${row.home} – ${row.away}`,
      });
      continue;
    }
    claimed.add(match.id);
    const next: Stored = { ...match };
    const moved = Math.abs(match.kickoffAt.getTime() - kickoff.getTime()) >= DAY_MS;
    if (moved) {
      next.kickoffAt = kickoff;
      next.hasKickoffTime = row.time !== null;
    }
    if (row.ft && match.status !== 'awarded') {
      next.status = 'played';
      [next.ftHome, next.ftAway] = row.ft;
      if (row.ht) [next.htHome, next.htAway] = row.ht;
    }
    if (row.referee) next.referee = row.referee;
    const changed = (Object.keys(next) as (keyof Stored)[]).some((k) =>
      k === 'kickoffAt' ? next.kickoffAt.getTime() !== match.kickoffAt.getTime() : next[k] !== match[k],
    );
    if (changed) updates.push({ ...next, kickoffChanged: moved });
    if (row.ft)
      for (const s of row.stats) {
        stats.push({ matchId: match.id, teamId: home, code: s.code, value: s.home });
        stats.push({ matchId: match.id, teamId: away, code: s.code, value: s.away });
      }
  }
  for (const u of updates) {
    await db
      .update(matches)
      .set({
        kickoffAt: u.kickoffAt,
        hasKickoffTime: u.hasKickoffTime,
        status: u.status,
        ftHome: u.ftHome,
        ftAway: u.ftAway,
        htHome: u.htHome,
        htAway: u.htAway,
        referee: u.referee,
        // A result from the source closes whatever the live feed was showing.
        periodStartedAt: sql`case when ${u.status} = 'played' then null else ${matches.periodStartedAt} end`,
      })
      .where(eq(matches.id, u.id));
  }
  const s = matchStatistics;
  const statResult = await upsert(
    db,
    s,
    stats,
    {
      target: [s.matchId, s.teamId, s.code],
      update: [s.value],
      keyOf: (r) => `${r.matchId}|${r.teamId}|${r.code}`,
    },
    { matchId: s.matchId },
  );
  const matchIds = [...new Set([...updates.map((u) => u.id), ...statResult.rows.map((r) => r.matchId)])];
  const byId = new Map([...stored.values()].flat().map((m) => [m.id, m.competitionSeasonId]));
  return {
    changed: updates.length + statResult.rows.length,
    rejected,
    matchIds,
    competitionSeasonIds: [...new Set(matchIds.map((id) => byId.get(id)!))],
  };
}
