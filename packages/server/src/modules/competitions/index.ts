/** Routes under /api/v1/competitions, one file per concern. */
import { routeGroup } from '../routeGroup.ts';
import { listCompetitionsRoute } from './list.ts';
import { competitionByIdRoute } from './byId.ts';
import { competitionBySlugRoutes } from './bySlug.ts';
import { competitionSeasonsRoutes } from './seasons.ts';
import { teamWinnersRoute } from './teamWinners.ts';
import { lastSeasonDetailsRoute } from './lastSeasonDetails.ts';
import { competitionsPaginatedRoute } from './getPaginated.ts';
import { competitionSearchRoute } from './search.ts';

export const competitionRoutes = routeGroup([
  listCompetitionsRoute,
  competitionByIdRoute,
  competitionBySlugRoutes,
  competitionSeasonsRoutes,
  teamWinnersRoute,
  lastSeasonDetailsRoute,
  competitionsPaginatedRoute,
  competitionSearchRoute,
]);
