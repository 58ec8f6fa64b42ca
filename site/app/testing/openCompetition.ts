import * as competitionRoute from '../routes/campionato.$slug.tsx';
import { renderRoute } from './renderRoute.tsx';

/** The competition page's route patterns (app/routes.ts), for rendering it in tests. */
export const COMPETITION_PATTERNS = {
  slug: '/campionato/:slug',
  tab: '/campionato/:slug/:tab',
  season: '/campionato/:slug/stagione/:season/:tab',
  group: '/campionato/:slug/stagione/:season/gruppo/:group/:tab',
  turn: '/campionato/:slug/stagione/:season/gruppo/:group/giornata/:turn/:tab',
} as const;

/** Renders the competition page at `url` matched by `pattern`, with the request's `headers` (its language). */
export const openCompetition = (pattern: string, url: string, headers?: Record<string, string>) =>
  renderRoute(competitionRoute, pattern, url, headers);
