/** Routes under /api/v1/matches, one file per concern. */
import { routeGroup } from '../routeGroup.ts';
import { matchDateRoutes } from './dates.ts';
import { matchDetailRoutes } from './detail.ts';
import { matchFactRoutes } from './facts.ts';
import { matchFormRoute } from './form.ts';
import { matchListRoute } from './list.ts';
import { matchPlayersStatsRoute } from './playersStats.ts';
import { matchRoundRoutes } from './rounds.ts';
import { matchSearchRoute } from './search.ts';

export const matchRoutes = routeGroup([
  matchListRoute,
  matchDetailRoutes,
  matchFactRoutes,
  matchFormRoute,
  matchRoundRoutes,
  matchDateRoutes,
  matchSearchRoute,
  matchPlayersStatsRoute,
]);
