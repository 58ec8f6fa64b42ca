/** Routes under /api/v1/competitionSeasons, one file per concern. */
import type { FastifyInstance } from 'fastify';
import { competitionSeasonByIdRoute } from './byId.ts';
import { competitionSeasonTeamsRoute } from './teams.ts';
import { parameterStandingsRoutes } from './parameterStandings.ts';
import { standingsSeasonRoute } from './standingsSeason.ts';

export async function competitionSeasonRoutes(app: FastifyInstance): Promise<void> {
  await app.register(standingsSeasonRoute);
  await app.register(competitionSeasonByIdRoute);
  await app.register(competitionSeasonTeamsRoute);
  await app.register(parameterStandingsRoutes);
}
