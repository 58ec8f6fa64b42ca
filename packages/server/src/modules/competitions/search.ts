/** GET /competitions/search?search=: competitions by name (either language), case- and accent-insensitive. */
import { CompetitionSearchResult } from '@pallone/contract';
import { indexSearchRoute } from '../searchRoute.ts';

export const competitionSearchRoute = indexSearchRoute(
  {
    tags: ['competitions', 'search'],
    summary: 'Search competitions by name, best match first',
    result: CompetitionSearchResult,
  },
  (index, term, limit, language) => index.competitions(term, limit, language),
);
