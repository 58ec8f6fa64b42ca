/** Routes under /api/v1/groups, one file per concern. */
import { routeGroup } from '../routeGroup.ts';
import { groupByIdRoute } from './byId.ts';
import { groupStandingsRoutes } from './standings.ts';
import { standingsAvailabilityRoute } from './availability.ts';
import { bettingStandingsRoute } from './betting.ts';

export const groupRoutes = routeGroup([
  groupByIdRoute,
  groupStandingsRoutes,
  standingsAvailabilityRoute,
  bettingStandingsRoute,
]);
