/** Routes under /api/v1/players, one file per concern. */
import { routeGroup } from '../routeGroup.ts';
import { playerComparisonRoutes } from './comparison.ts';
import { playerDetailRoutes } from './detail.ts';
import { playerSearchRoute } from './search.ts';
import { playerStandingRoutes } from './standings.ts';
import { playerStatsRoutes } from './stats.ts';

export const playerRoutes = routeGroup([
  playerDetailRoutes,
  playerStandingRoutes,
  playerSearchRoute,
  playerStatsRoutes,
  playerComparisonRoutes,
]);
