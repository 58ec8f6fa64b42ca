import { notFound, orNotFound } from '../lib/notFound.server.ts';
import type { PageContext } from '../lib/pageContext.server.ts';
import { loadPlayer, playerSeo } from './giocatori.$slug.server.ts';
import { loadPlayerCompetitionSeason } from '../lib/playerPageData.server.ts';
import { loadTeamSeasonMatches } from '../lib/teamSeasonMatches.server.ts';

/**
 * /giocatori/{slug}/bilancio/{id}: the player's record ("bilancio") in one competition season, `id` being the
 * competition season's id (the ids the carriera and statistiche tabs link with). The data has squad lists and
 * goal events but no line-ups, so the record is what can be told for certain: his shirt number and position in
 * each team he was listed with, that team's results in the competition (played, won, drawn, lost, goals), his
 * goals where the data has goal events, and the team's matches. An id that is not a competition season, or one
 * in which the player had no team, is a 404.
 */
export async function loadPlayerRecord(page: PageContext, params: { slug?: string; id?: string }) {
  const id = Number(params.id);
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '') || id > 2_147_483_647) notFound();
  const player = await loadPlayer(page, params.slug);
  const stats = await orNotFound(loadPlayerCompetitionSeason(page.client, player.id, id));
  if (stats.teams.length === 0) notFound();
  const { competition, season } = stats.competitionSeason;
  const teams = await Promise.all(
    stats.teams.map(async (entry) => ({
      ...entry,
      matches: await loadTeamSeasonMatches(page.client, {
        teamId: entry.team.id,
        seasonId: season.id,
        competitionId: competition.id,
      }),
    })),
  );
  const label = `${page.t.record} ${competition.name} ${season.name}`;
  const path = `/giocatori/${player.pallonecomSlug}/bilancio/${id}`;
  return {
    player,
    competitionSeason: stats.competitionSeason,
    goals: stats.goals,
    teams,
    seo: playerSeo(page, player, { label, path }, [competition.name, season.name, page.t.record]),
  };
}
