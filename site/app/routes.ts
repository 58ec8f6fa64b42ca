import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** SPEC §2's route shapes, one module per page under app/routes (named by URL). */
export default [
  index('routes/home.tsx'),
  route('lang', 'routes/lang.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig;
