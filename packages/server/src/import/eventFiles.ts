/**
 * events/goals_tournaments.csv (goals, own goals) and the CC BY-SA World Cup 2022 bookings and substitutions
 * → match_events. Each event's source key (match, player, minute, kind, occurrence) makes re-imports no-ops.
 * An own goal carries the team credited with it (the source's `team`), its scorer plays for the other side.
 */
import { normalizeSearch } from '@pallone/core';
import { matchEvents } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import { boolCell, intCell, type CsvFile } from './csvFile.ts';
import { periodFromMinute, periodFromText } from './eventPeriod.ts';
import type { MatchEntry } from './lookups.ts';
import { SquadPlayerIndex } from './squadPlayerIndex.ts';
import { nationalTeamSpecForName } from './upsertTeams.ts';
import { upsert } from './upsert.ts';

export const GOALS_COLUMNS = ['match_id', 'team', 'player', 'minute'];
export const BOOKINGS_COLUMNS = [
  'match_id',
  'team',
  'player',
  'minute_regulation',
  'yellow_card',
  'red_card',
];
export const SUBSTITUTIONS_COLUMNS = [
  'match_id',
  'team',
  'player',
  'minute_regulation',
  'going_off',
  'coming_on',
];

interface Draft {
  line: number;
  match: MatchEntry;
  matchSourceId: string;
  teamId: number;
  /** The squad to find the player in (the other side for an own goal). */
  playerTeamId: number | null;
  player: string;
  minute: number;
  stoppage: number | null;
  period: ReturnType<typeof periodFromMinute>;
  subtype: string;
  penalty: boolean;
  playerRef: string;
}

/** The side of the match a team name designates (national name, alias, or canonical name), or null. */
function sideOf(ctx: ImportContext, match: MatchEntry, name: string): number | null {
  const candidates = [match.homeTeamId, match.awayTeamId].filter((id): id is number => id !== null);
  const national = ctx.lookups.teams.get(nationalTeamSpecForName(name).sourceId)?.id;
  const alias = ctx.lookups.aliases.get(normalizeSearch(name));
  for (const id of [national, alias]) if (id !== undefined && candidates.includes(id)) return id;
  return null;
}

type Kind = 'goal' | 'booking' | 'substitution';

function draftOf(ctx: ImportContext, kind: Kind, line: number, v: Record<string, string>): Draft | string {
  const match = ctx.lookups.matches.get(v.match_id ?? '');
  if (!match) return `unknown match_id "${v.match_id}"`;
  const teamId = sideOf(ctx, match, v.team ?? '');
  if (teamId === null) return `team "${v.team}" does not play match ${v.match_id}`;
  if (!v.player) return 'missing player';
  const minute = intCell(kind === 'goal' ? v.minute : v.minute_regulation);
  const stoppage = intCell(kind === 'goal' ? v.stoppage : v.minute_stoppage);
  if (minute === undefined || minute === null)
    return `minute "${v.minute ?? v.minute_regulation}" is not a number`;
  if (stoppage === undefined) return `stoppage "${v.stoppage ?? v.minute_stoppage}" is not a number`;
  let subtype: string;
  let penalty = false;
  let playerTeamId: number | null = teamId;
  if (kind === 'goal') {
    const own = boolCell(v.own_goal);
    subtype = own ? 'own-goal' : 'goal';
    penalty = boolCell(v.penalty);
    if (own) playerTeamId = teamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId;
  } else if (kind === 'booking') {
    if (boolCell(v.second_yellow_card)) subtype = 'yellow-red';
    else if (boolCell(v.red_card)) subtype = 'red';
    else if (boolCell(v.yellow_card)) subtype = 'yellow';
    else return 'neither a yellow nor a red card';
  } else {
    if (boolCell(v.coming_on)) subtype = 'substitute-in';
    else if (boolCell(v.going_off)) subtype = 'substitute-out';
    else return 'neither going off nor coming on';
  }
  return {
    line,
    match,
    matchSourceId: v.match_id!,
    teamId,
    playerTeamId,
    player: v.player,
    minute,
    stoppage: stoppage || null,
    period: periodFromText(v.match_period) ?? periodFromMinute(minute),
    subtype,
    penalty,
    playerRef: v.fjelstul_player_id || normalizeSearch(v.player),
  };
}

export async function importEventsCsv(
  ctx: ImportContext,
  csv: CsvFile,
  kind: Kind,
  licence: string,
): Promise<void> {
  const drafts: Draft[] = [];
  for (const { line, values } of csv.records) {
    const draft = draftOf(ctx, kind, line, values);
    if (typeof draft === 'string') ctx.tally.reject(line, draft);
    else drafts.push(draft);
  }
  const index = await SquadPlayerIndex.load(
    ctx.db,
    drafts.map((d) => d.match.competitionSeasonId),
  );
  const occurrences = new Map<string, number>();
  const rows = drafts.map((d) => {
    const base = `${kind}:${d.matchSourceId}:${d.subtype}:${d.playerRef}:${d.minute}+${d.stoppage ?? 0}`;
    const n = (occurrences.get(base) ?? 0) + 1;
    occurrences.set(base, n);
    return {
      matchId: d.match.id,
      sourceKey: n === 1 ? base : `${base}:${n}`,
      minute: d.minute,
      stoppage: d.stoppage,
      period: d.period,
      subtype: d.subtype,
      penalty: d.penalty,
      playerId: index.find(d.match.competitionSeasonId, d.playerTeamId, d.player),
      playerName: d.player,
      teamId: d.teamId,
      licence,
    };
  });
  const e = matchEvents;
  const result = await upsert(
    ctx.db,
    e,
    rows,
    {
      target: [e.sourceKey],
      update: [
        e.matchId,
        e.minute,
        e.stoppage,
        e.period,
        e.subtype,
        e.penalty,
        e.playerId,
        e.playerName,
        e.teamId,
        e.licence,
      ],
      keyOf: (r) => r.sourceKey,
    },
    { id: e.id },
  );
  ctx.tally.count('match_events', result.counts);
}
