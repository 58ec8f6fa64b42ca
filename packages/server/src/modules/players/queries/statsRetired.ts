/**
 * `GET /players/{id}/getRetiredStats`: where the player was last seen. The data records no retirements and
 * lists squads for three moments only (2023-24 clubs, Euro 2024, World Cup 2026), so being absent from the
 * latest squads says nothing certain: `knownRetired` is false for everyone, and `inLatestSquads` says the rest.
 */
import { desc } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { seasons, squadMemberships } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { PlayerRetiredStats, SimplifiedTeam } from '@pallone/contract';
import { listPlayerSquads, type PlayerCore } from './statsRefs.ts';
import { loadCompetitionSeasonRefs } from '../../competitionSeasons/queries/refs.ts';
import { loadTeamRefs } from '../../teams/queries/row.ts';
import { joinSquadSeason } from '../../competitionSeasons/queries/joins.ts';

/** The start of the latest season any squad of the data belongs to. */
async function latestSquadSeasonStart(db: Db): Promise<string | undefined> {
  const query = db.select({ start: seasons.start }).from(squadMemberships).$dynamic();
  const [row] = await joinSquadSeason(query).orderBy(desc(seasons.start)).limit(1);
  return row?.start;
}

export async function findPlayerRetiredStats(
  db: Db,
  player: PlayerCore,
  language: Language,
): Promise<PlayerRetiredStats> {
  const [squads, latestStart] = await Promise.all([
    listPlayerSquads(db, player.id),
    latestSquadSeasonStart(db),
  ]);
  const last = squads[0];
  const [teamRefs, refs] = await Promise.all([
    loadTeamRefs(db, [player.currentTeamId, player.currentNationalTeamId, last?.teamId ?? null], language),
    loadCompetitionSeasonRefs(db, last ? [last.competitionSeasonId] : [], language),
  ]);
  const simplified = (id: number | null): SimplifiedTeam | null => {
    const team = id === null ? undefined : teamRefs.get(id);
    return team ? { id: team.id, name: team.name, pallonecomSlug: team.pallonecomSlug } : null;
  };
  const lastCompetitionSeason = last ? (refs.get(last.competitionSeasonId) ?? null) : null;
  return {
    playerId: player.id,
    knownRetired: false,
    currentTeam: simplified(player.currentTeamId),
    currentNationalTeam: simplified(player.currentNationalTeamId),
    lastTeam: last ? (teamRefs.get(last.teamId) ?? null) : null,
    lastSeason: lastCompetitionSeason?.season ?? null,
    lastCompetitionSeason,
    inLatestSquads: last !== undefined && last.seasonStart === latestStart,
  };
}
