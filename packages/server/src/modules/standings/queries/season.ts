/**
 * The competition season a Standings widget and a competition page open on (issue #17 §3): the asked season, else
 * the newest one with results (its main group has a current turn), else the newest; with the competition's seasons
 * and every phase's turns, so a page needs no further lookups.
 */
import { LIVE_STATUSES } from '@pallone/core';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { CompetitionSeasonDetail, PhaseWithTurns, Season, StandingsSeason } from '@pallone/contract';
import {
  findCompetitionIdBySlug,
  findCompetitionSeasonId,
  listCompetitionSeasons,
} from '../../competitions/queries/competitions.ts';
import { findCompetitionSeasonDetail } from '../../competitionSeasons/queries/competitionSeasons.ts';
import { findCurrentTurnId, listTurnsOfGroup } from '../../groups/queries/groups.ts';
import { upcomingCondition } from '../../matches/queries/list.ts';
import { ENDED_STATUSES } from '../../matches/queries/status.ts';

export interface StandingsSeasonSelector {
  competitionId?: number | undefined;
  competitionSlug?: string | undefined;
  seasonId?: number | undefined;
  seasonSlug?: string | undefined;
}

async function detailOf(db: Db, competitionId: number, seasonId: number, language: Language) {
  const id = await findCompetitionSeasonId(db, competitionId, seasonId);
  return id === undefined ? undefined : findCompetitionSeasonDetail(db, id, language);
}

function phasesOf(db: Db, detail: CompetitionSeasonDetail): Promise<PhaseWithTurns[]> {
  return Promise.all(
    detail.groups.map(async (group) => {
      const turns = await listTurnsOfGroup(db, group.id);
      return { ...group, turns, currentTurnId: await findCurrentTurnId(db, group.id, turns) };
    }),
  );
}

/** The group of the competition season's last played match by kick-off (as `GET /matches?onlyPlayed` orders). */
async function latestPlayedGroupId(db: Db, competitionSeasonId: number): Promise<number | null> {
  const [latest] = await db
    .select({ groupId: matches.groupId })
    .from(matches)
    .where(
      and(eq(matches.competitionSeasonId, competitionSeasonId), inArray(matches.status, [...ENDED_STATUSES])),
    )
    .orderBy(desc(matches.kickoffAt), desc(matches.id))
    .limit(1);
  return latest?.groupId ?? null;
}

/** A match whose kick-off passed this long ago and that has not started yet is still about to (a late start). */
const LATE_START_MS = 3 * 60 * 60_000;

/**
 * The kick-off of the competition season's match being played (the earliest), else of its next match to be played
 * (as `GET /matches?onlyFuture` counts them at `now`, or one whose kick-off passed less than three hours ago and
 * that has not started yet); null when none is to come.
 */
async function liveOrNextKickoff(db: Db, competitionSeasonId: number, now: Date): Promise<string | null> {
  const [next] = await db
    .select({ kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(
      and(
        eq(matches.competitionSeasonId, competitionSeasonId),
        or(
          inArray(matches.status, [...LIVE_STATUSES]),
          upcomingCondition(new Date(now.getTime() - LATE_START_MS)),
        ),
      ),
    )
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(1);
  return next ? next.kickoffAt.toISOString() : null;
}

/**
 * The answer for one competition season: its detail with the seasons, every phase, the latest result's and the
 * kick-off of its match being played or to come.
 */
async function standingsSeasonOf(
  db: Db,
  detail: CompetitionSeasonDetail,
  seasons: Season[],
  now: Date,
): Promise<StandingsSeason> {
  const [phases, latestPlayed, kickoff] = await Promise.all([
    phasesOf(db, detail),
    latestPlayedGroupId(db, detail.id),
    liveOrNextKickoff(db, detail.id, now),
  ]);
  return { ...detail, seasons, phases, latestPlayedGroupId: latestPlayed, liveOrNextKickoff: kickoff };
}

const asksSeason = (selector: StandingsSeasonSelector) =>
  selector.seasonId !== undefined || selector.seasonSlug !== undefined;

const isAsked = (selector: StandingsSeasonSelector, season: Season) =>
  (selector.seasonId === undefined || season.id === selector.seasonId) &&
  (selector.seasonSlug === undefined || season.pallonecomSlug === selector.seasonSlug);

/** Undefined when the competition, or the asked season of it, does not exist, or the competition has no season. */
export async function findStandingsSeason(
  db: Db,
  selector: StandingsSeasonSelector,
  language: Language,
  now: Date,
): Promise<StandingsSeason | undefined> {
  const competitionId =
    selector.competitionId ?? (await findCompetitionIdBySlug(db, selector.competitionSlug ?? ''));
  if (competitionId === undefined) return undefined;
  const seasons = await listCompetitionSeasons(db, competitionId);
  const candidates = asksSeason(selector) ? seasons.filter((season) => isAsked(selector, season)) : seasons;
  let newest: CompetitionSeasonDetail | undefined;
  for (const season of candidates) {
    const detail = await detailOf(db, competitionId, season.id, language);
    if (!detail) continue;
    newest ??= detail;
    if (detail.currentTurnId !== null) return standingsSeasonOf(db, detail, seasons, now);
  }
  return newest && standingsSeasonOf(db, newest, seasons, now);
}
