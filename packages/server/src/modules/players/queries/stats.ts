/**
 * `GET /players/{id}/getIndexStats` (squads, competitions, goals over his career in the data) and
 * `/getCompetitionSeasonStats` (his squad entry, goals and his team's record in one competition season).
 * Goals come from match events, so they are known only where the competition season has any (tournaments).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { PlayerCompetitionSeasonStats, PlayerIndexStats, SimplifiedTeam } from '@pallone/contract';
import {
  competitionSeasonsWithGoalEvents,
  listPlayerGoals,
  tallyGoals,
  type PlayerGoal,
} from './statsGoals.ts';
import { listPlayerSquads, teamsOfPlayer, type PlayerCore } from './statsRefs.ts';
import { loadCompetitionSeasonRefs } from '../../competitionSeasons/queries/refs.ts';
import { listTeamResults, tally } from '../../teams/queries/results.ts';
import { loadTeamRefs } from '../../teams/queries/row.ts';

/** The team a player scored for most often in a set of goals. */
function mainScorerTeam(goals: readonly PlayerGoal[]): number | null {
  const counts = new Map<number, number>();
  for (const goal of goals) {
    if (goal.scorerTeamId !== null) counts.set(goal.scorerTeamId, (counts.get(goal.scorerTeamId) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export async function findPlayerIndexStats(
  db: Db,
  player: PlayerCore,
  language: Language,
): Promise<PlayerIndexStats> {
  const squads = await listPlayerSquads(db, player.id);
  const goals = await listPlayerGoals(db, player, teamsOfPlayer(player, squads));
  const seasonIds = [...new Set([...squads, ...goals].map((entry) => entry.competitionSeasonId))];
  const [refs, covered] = await Promise.all([
    loadCompetitionSeasonRefs(db, seasonIds, language),
    competitionSeasonsWithGoalEvents(db, seasonIds),
  ]);
  const coveredIds = [...refs.keys()].filter((id) => covered.has(id));
  const teamOf = (id: number) =>
    squads.find((squad) => squad.competitionSeasonId === id)?.teamId ??
    mainScorerTeam(goals.filter((goal) => goal.competitionSeasonId === id));
  const teamRefs = await loadTeamRefs(db, coveredIds.map(teamOf), language);
  const simplified = (id: number | null): SimplifiedTeam | null => {
    const team = id === null ? undefined : teamRefs.get(id);
    return team ? { id: team.id, name: team.name, pallonecomSlug: team.pallonecomSlug } : null;
  };

  const competitions = new Map<number, PlayerIndexStats['competitions'][number]>();
  for (const ref of refs.values()) {
    const entry = competitions.get(ref.competition.id) ?? { ...ref.competition, squads: 0 };
    entry.squads += squads.filter((squad) => squad.competitionSeasonId === ref.id).length;
    competitions.set(ref.competition.id, entry);
  }
  return {
    playerId: player.id,
    squads: squads.length,
    competitions: [...competitions.values()],
    goals: coveredIds.length === 0 ? null : tallyGoals(goals),
    goalsByCompetitionSeason: coveredIds.map((id) => ({
      competitionSeason: refs.get(id)!,
      team: simplified(teamOf(id)),
      ...tallyGoals(goals.filter((goal) => goal.competitionSeasonId === id)),
    })),
  };
}

/** The player in one competition season; undefined when the competition season does not exist. */
export async function findPlayerCompetitionSeasonStats(
  db: Db,
  player: PlayerCore,
  competitionSeasonId: number,
  language: Language,
): Promise<PlayerCompetitionSeasonStats | undefined> {
  const refs = await loadCompetitionSeasonRefs(db, [competitionSeasonId], language);
  const competitionSeason = refs.get(competitionSeasonId);
  if (!competitionSeason) return undefined;
  const allSquads = await listPlayerSquads(db, player.id);
  const squads = allSquads.filter((squad) => squad.competitionSeasonId === competitionSeasonId);
  const goals = (await listPlayerGoals(db, player, teamsOfPlayer(player, allSquads))).filter(
    (goal) => goal.competitionSeasonId === competitionSeasonId,
  );
  const covered = await competitionSeasonsWithGoalEvents(db, [competitionSeasonId]);
  const teamIds = [
    ...new Set([
      ...squads.map((squad) => squad.teamId),
      ...goals.flatMap((goal) => (goal.scorerTeamId === null ? [] : [goal.scorerTeamId])),
    ]),
  ];
  const teamRefs = await loadTeamRefs(db, teamIds, language);
  const teams = await Promise.all(
    teamIds.flatMap((teamId) => {
      const team = teamRefs.get(teamId);
      if (!team) return [];
      const squad = squads.find((entry) => entry.teamId === teamId);
      return [
        listTeamResults(db, teamId, eq(matches.competitionSeasonId, competitionSeasonId)).then((results) => {
          const { played, won, drawn, lost, goalsFor, goalsAgainst } = tally(results);
          return {
            team,
            inSquad: squad !== undefined,
            shirtNumber: squad?.shirtNumber ?? null,
            position: squad?.position ?? null,
            record: { played, won, drawn, lost, goalsFor, goalsAgainst },
          };
        }),
      ];
    }),
  );
  return {
    playerId: player.id,
    competitionSeason,
    teams,
    goals: covered.has(competitionSeasonId) ? tallyGoals(goals) : null,
  };
}
