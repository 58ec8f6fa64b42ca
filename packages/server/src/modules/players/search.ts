/** GET /players/search?search=: global search's Giocatori section (SPEC §2): image, name, current team name. */
import { PlayerSearchResult } from '@pallone/contract';
import { indexSearchRoute } from '../searchRoute.ts';

export const playerSearchRoute = indexSearchRoute(
  {
    tags: ['players', 'search'],
    summary: 'Search players by name, case- and accent-insensitive, best match first',
    result: PlayerSearchResult,
  },
  (index, term, limit, language, now) => index.players(term, limit, language, now),
);
