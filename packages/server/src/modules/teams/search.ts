/** GET /teams/search?search=: global search's Squadre section (SPEC §2): image, name, country. */
import { TeamSearchResult } from '@pallone/contract';
import { indexSearchRoute } from '../searchRoute.ts';

export const teamSearchRoute = indexSearchRoute(
  {
    tags: ['teams', 'search'],
    summary: 'Search teams by name or alias, case- and accent-insensitive, best match first',
    result: TeamSearchResult,
  },
  (index, term, limit, language, now) => index.teams(term, limit, language, now),
);
