/**
 * The competition season a Standings widget and a competition page open on (issue #17 §3): the asked season, else
 * the newest one with results (its main group has a current turn), else the newest; with the competition's seasons
 * and every phase's turns, so a page needs no further lookups.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
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

/** The answer for one competition season: its detail with the seasons, every phase and the latest result's. */
async function standingsSeasonOf(
  db: Db,
  detail: CompetitionSeasonDetail,
  seasons: Season[],
): Promise<StandingsSeason> {
  const [phases, latestPlayed] = await Promise.all([
    phasesOf(db, detail),
    latestPlayedGroupId(db, detail.id),
  ]);
  return { ...detail, seasons, phases, latestPlayedGroupId: latestPlayed };
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
    if (detail.currentTurnId !== null) return standingsSeasonOf(db, detail, seasons);
  }
  return newest && standingsSeasonOf(db, newest, seasons);
}
