/**
 * One `matches/<season>/<code>.json` file: competition, season and competition season, groups and turns,
 * teams, then the matches (upsert on the data's match id). The folder names are authoritative for code and
 * season; a `.quali` file adds qualifying phases to the same competition season.
 */
import { competitionTimeZone, normalizeSearch, slugify, splitCompetitionCode } from '@pallone/core';
import { matches } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import { ensureCompetition } from './ensureCompetition.ts';
import { ensureCompetitionSeason, ensureSeason } from './ensureSeason.ts';
import { groupLettersKey } from './groupLettersFile.ts';
import { readMatchRecord, type MatchRecord } from './matchRecord.ts';
import { resolveMatchTeams, sideKey } from './matchTeams.ts';
import { uniqueSlug } from './phaseSlugs.ts';
import { planPhases } from './phases.ts';
import { pruneReplacedPhases } from './pruneReplacedPhases.ts';
import { upsert } from './upsert.ts';
import { writePhases } from './writePhases.ts';
import { zonedTimeToUtc } from './zonedTime.ts';

export class MatchFileError extends Error {
  override name = 'MatchFileError';
}

export interface MatchFileJson {
  name?: unknown;
  source?: { repo?: unknown; commit?: unknown; path?: unknown };
  matches: unknown[];
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export function parseMatchFile(content: string): MatchFileJson {
  const json: unknown = JSON.parse(content);
  if (typeof json !== 'object' || json === null || !Array.isArray((json as MatchFileJson).matches)) {
    throw new MatchFileError('no "matches" array');
  }
  return json as MatchFileJson;
}

/** What a match file changed: the ids of the matches it inserted or updated, and its competition season. */
export interface MatchFileChanges {
  competitionSeasonId: number;
  changedMatchIds: number[];
}

export async function importMatchFile(
  ctx: ImportContext,
  json: MatchFileJson,
  fileCode: string,
  season: string,
): Promise<MatchFileChanges> {
  const { code, qualifying } = splitCompetitionCode(fileCode);
  const records: MatchRecord[] = [];
  json.matches.forEach((value, index) => {
    const record = readMatchRecord(value, index, fileCode, season);
    if ('error' in record) ctx.tally.reject(index, record.error);
    else records.push(record);
  });
  ctx.tally.rows = json.matches.length;
  const competition = await ensureCompetition(ctx, code);
  const dates = records.map((r) => r.date).sort();
  const seasonId = await ensureSeason(
    ctx,
    season,
    dates.length > 0 ? { first: dates[0]!, last: dates.at(-1)! } : undefined,
  );
  const competitionSeasonId = await ensureCompetitionSeason(ctx, competition.id, seasonId, {
    name: text(json.name),
    repo: text(json.source?.repo),
    commit: text(json.source?.commit),
    path: text(json.source?.path),
    secondary: qualifying,
  });
  if (records.length === 0) return { competitionSeasonId, changedMatchIds: [] };

  const national = competition.type === 'international';
  const teamIds = await resolveMatchTeams(
    ctx,
    records.flatMap((r) => [r.home, r.away]),
    national,
  );
  const key = (side: MatchRecord['home']) => side.teamId ?? side.name;
  const plan = planPhases(
    records.map((r) => ({
      index: r.index,
      round: r.round,
      group: r.group,
      when: `${r.date} ${r.time ?? ''}`,
      home: key(r.home),
      away: key(r.away),
    })),
    { qualifying, league: competition.type === 'league' },
    { groupLetters: ctx.groupLetters.get(groupLettersKey(code, season)) },
  );
  const { groupIds, turnIds } = await writePhases(ctx, competitionSeasonId, plan);
  const perTurn = new Map<string, number>();
  for (const a of plan.assignment.values())
    if (a.turn) perTurn.set(`${a.group}|${a.turn}`, (perTurn.get(`${a.group}|${a.turn}`) ?? 0) + 1);
  const groupType = new Map(plan.groups.map((g) => [g.name, g.type]));
  const zone = competitionTimeZone(competition, season);

  const rows = records.map((r) => {
    const phase = plan.assignment.get(r.index)!;
    const homeTeamId = teamIds.get(sideKey(r.home)) ?? null;
    const awayTeamId = teamIds.get(sideKey(r.away)) ?? null;
    const home = homeTeamId === null ? null : ctx.lookups.teamsById.get(homeTeamId)!;
    const away = awayTeamId === null ? null : ctx.lookups.teamsById.get(awayTeamId)!;
    const cached = ctx.lookups.matches.get(r.sourceId);
    const slug =
      cached?.slug ??
      uniqueSlug(
        `${home?.slug ?? slugify(r.home.name)}-${away?.slug ?? slugify(r.away.name)}-${r.date}`,
        ctx.lookups.matchSlugs,
      );
    ctx.lookups.matchSlugs.add(slug);
    const singleFinal =
      /^final$/i.test(phase.turn ?? '') &&
      groupType.get(phase.group) === 'knockout' &&
      perTurn.get(`${phase.group}|${phase.turn}`) === 1;
    return {
      sourceId: r.sourceId,
      competitionSeasonId,
      groupId: groupIds.get(phase.group)!,
      turnId: phase.turn ? (turnIds.get(`${phase.group}|${phase.turn}`) ?? null) : null,
      homeTeamId,
      awayTeamId,
      homeName: r.home.name,
      awayName: r.away.name,
      kickoffAt: r.time
        ? zonedTimeToUtc(r.date, r.time, r.timeZone ?? zone)
        : zonedTimeToUtc(r.date, '00:00', 'Europe/Rome'),
      hasKickoffTime: r.time !== null,
      status: r.status,
      htHome: r.ht?.[0] ?? null,
      htAway: r.ht?.[1] ?? null,
      ftHome: r.ft?.[0] ?? null,
      ftAway: r.ft?.[1] ?? null,
      etHome: r.et?.[0] ?? null,
      etAway: r.et?.[1] ?? null,
      penHome: r.pen?.[0] ?? null,
      penAway: r.pen?.[1] ?? null,
      num: r.num,
      venue: r.venue,
      neutral: competition.tournament || singleFinal,
      pallonecomSlug: slug,
      searchText: normalizeSearch(`${home?.name ?? r.home.name} ${away?.name ?? r.away.name}`),
    };
  });
  const m = matches;
  const result = await upsert(
    ctx.db,
    m,
    rows,
    {
      target: [m.sourceId],
      update: [
        m.competitionSeasonId,
        m.groupId,
        m.turnId,
        m.homeTeamId,
        m.awayTeamId,
        m.homeName,
        m.awayName,
        m.kickoffAt,
        m.hasKickoffTime,
        m.status,
        m.htHome,
        m.htAway,
        m.ftHome,
        m.ftAway,
        m.etHome,
        m.etAway,
        m.penHome,
        m.penAway,
        m.num,
        m.venue,
        m.neutral,
        m.searchText,
      ],
      keyOf: (r) => r.sourceId,
    },
    { id: m.id, sourceId: m.sourceId },
  );
  ctx.tally.count('matches', result.counts);
  const removed = await pruneReplacedPhases(ctx, competitionSeasonId, plan.replaced);
  const notes = [
    ...plan.replaced.map((name) => `phase ${name} split into its groups`),
    ...removed.map((name) => `old phase ${name} removed`),
    ...plan.warnings.map((warning) => `group letters not used: ${warning}`),
  ];
  if (notes.length > 0) ctx.tally.note = notes.join('; ');
  const ids = new Map(result.rows.map((r) => [r.sourceId, r.id]));
  for (const row of rows) {
    const id = ids.get(row.sourceId) ?? ctx.lookups.matches.get(row.sourceId)?.id;
    if (id === undefined) continue;
    ctx.lookups.matches.set(row.sourceId, {
      id,
      slug: row.pallonecomSlug,
      competitionSeasonId,
      homeTeamId: row.homeTeamId,
      awayTeamId: row.awayTeamId,
    });
  }
  return { competitionSeasonId, changedMatchIds: result.rows.map((r) => r.id) };
}
