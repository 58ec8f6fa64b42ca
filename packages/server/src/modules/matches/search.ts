/**
 * GET /matches/search?search=: global search's Partite section (SPEC §2): both teams, scores, date; sorted by
 * similarity, then by closeness of kick-off to now; never a fixture without both teams.
 */
import type { FastifyInstance } from 'fastify';
import { searchMatches } from '../../search/queries/matches.ts';
import { MatchSearchResult } from '@pallone/contract';
import { defineSearch } from '../searchRoute.ts';

export async function matchSearchRoute(app: FastifyInstance): Promise<void> {
  defineSearch(
    app,
    {
      tags: ['matches', 'search'],
      summary: 'Search matches by team names or aliases; by similarity, then kick-off closest to now',
      result: MatchSearchResult,
      cacheSeconds: 15,
    },
    async (term, limit, request) => {
      // The teams whose matches count come from the in-memory index (decision 032); the matches from SQL.
      const index = await app.searchIndex.current();
      return searchMatches(app.db, term, limit, request.language, app.now(), (_reader, text, count, now) =>
        index.teamHits(text, count, now),
      );
    },
  );
}
