/**
 * The competition season a Standings widget and a competition page open on (issue #17 §3): the asked season, else
 * the newest one with results (its main group has a current turn), else the newest; with the competition's seasons
 * and every phase's turns, so a page needs no further lookups.
 */
import type { Db } from '../../../db/database.ts';
import type { Language } from '../../../plugins/language.ts';
import type { CompetitionSeasonDetail, PhaseWithTurns, Season, StandingsSeason } from '@pallone/contract';
import { findCompetitionIdBySlug, findCompetitionSeasonId, listCompetitionSeasons } from '../../competitions/queries/competitions.ts';
import { findCompetitionSeasonDetail } from '../../competitionSeasons/queries/competitionSeasons.ts';
import { findCurrentTurnId, listTurnsOfGroup } from '../../groups/queries/groups.ts';

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
    if (detail.currentTurnId !== null) return { ...detail, seasons, phases: await phasesOf(db, detail) };
  }
  return newest && { ...newest, seasons, phases: await phasesOf(db, newest) };
}
