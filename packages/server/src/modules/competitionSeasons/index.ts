/** Routes under /api/v1/competitionSeasons, one file per concern. */
import { routeGroup } from '../routeGroup.ts';
import { competitionSeasonByIdRoute } from './byId.ts';
import { competitionSeasonTeamsRoute } from './teams.ts';
import { parameterStandingsRoutes } from './parameterStandings.ts';
import { standingsSeasonRoute } from './standingsSeason.ts';

export const competitionSeasonRoutes = routeGroup([
  standingsSeasonRoute,
  competitionSeasonByIdRoute,
  competitionSeasonTeamsRoute,
  parameterStandingsRoutes,
]);
