/** Routes under /api/v1/teams, one file per concern. */
import { routeGroup } from '../routeGroup.ts';
import { teamBadgeRoute } from './badge.ts';
import { teamComparisonRoute } from './comparison.ts';
import { teamDetailRoutes } from './detail.ts';
import { teamsPaginatedRoute } from './getPaginated.ts';
import { teamListRoutes } from './list.ts';
import { teamMatchRoutes } from './matches.ts';
import { teamSearchRoute } from './search.ts';
import { teamSeasonRoutes } from './seasons.ts';
import { teamStatsRoutes } from './stats.ts';

export const teamRoutes = routeGroup([
  teamListRoutes,
  teamDetailRoutes,
  teamSeasonRoutes,
  teamMatchRoutes,
  teamComparisonRoute,
  teamSearchRoute,
  teamStatsRoutes,
  teamsPaginatedRoute,
  teamBadgeRoute,
]);
