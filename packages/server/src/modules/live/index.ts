/** The live push stream (issue #11): GET /live/stream. */
import { routeGroup } from '../routeGroup.ts';
import { liveStreamRoute } from './stream.ts';

export const liveRoutes = routeGroup([liveStreamRoute]);
