/** Routes under /api/v1/seasons, one file per concern. */
import { routeGroup } from '../routeGroup.ts';
import { listSeasonsRoute } from './list.ts';
import { seasonByIdRoute } from './byId.ts';
import { seasonBySlugRoutes } from './bySlug.ts';

export const seasonRoutes = routeGroup([listSeasonsRoute, seasonByIdRoute, seasonBySlugRoutes]);
