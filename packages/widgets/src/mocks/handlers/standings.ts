/**
 * Standings answers recorded from the real API (fixtures/standings.manifest.json): Serie A 2023-24 (final table,
 * matchdays 1 and 19, home and away) and 2025-26 (the latest season, the default), Euro 2024's six groups, and
 * the Premier League 2023-24 final table (long official names: Wolverhampton Wanderers FC, Brighton & Hove Albion FC).
 * Anything not recorded falls through to the next handler.
 */
/// <reference types="vite/client" />
import { http, type JsonBodyType, type RequestHandler } from 'msw';
import { apiPath } from '../apiPath.ts';
import { answer, fixturesByName, type Fixture } from '../recordedAnswer.ts';

const files = import.meta.glob<JsonBodyType>('../fixtures/standings.*.json', {
  eager: true,
  import: 'default',
});
/** A recorded answer by its manifest name, e.g. `serieA.seasons` for `standings.serieA.seasons.json`. */
export const standingsFixture = fixturesByName(files, 'standings');

/** Real ids of the recorded data, for tests and stories. */
export const STANDINGS_IDS = {
  serieA: 68,
  serieASeason2324: 2,
  serieASeason2526: 13,
  serieAGroup2324: 13,
  serieAGroup2526: 100,
  serieAMatchday1: 140,
  serieAMatchday19: 158,
  euro: 158,
  euroGroupA: 48,
  euroGroupB: 49,
  premierLeague: 7,
  premierLeagueSeason2324: 2,
} as const;

/** Keyed by `competition/season` (season empty for the default one); a slug stands for its competition's id. */
const standingsSeasons: Record<string, Fixture> = {
  '68/': { it: standingsFixture('serieA.standingsSeason') },
  '68/2': { it: standingsFixture('serieA.2023-24.standingsSeason') },
  '158/': {
    it: standingsFixture('euro2024.standingsSeason'),
    en: standingsFixture('euro2024.standingsSeason.en'),
  },
  '7/2': { it: standingsFixture('premierLeague.2023-24.standingsSeason') },
};
const competitionIdsBySlug: Record<string, string> = { 'italia-serie-a': '68' };
/** Keyed by `group` or `group/turn`. */
const tables: Record<string, Fixture> = {
  '100': { it: standingsFixture('serieA.2025-26.table') },
  '13': { it: standingsFixture('serieA.2023-24.table') },
  '13/140': { it: standingsFixture('serieA.2023-24.matchday1') },
  '13/158': { it: standingsFixture('serieA.2023-24.matchday19') },
  '48': { it: standingsFixture('euro2024.groupA') },
  '49': { it: standingsFixture('euro2024.groupB'), en: standingsFixture('euro2024.groupB.en') },
  '50': { it: standingsFixture('euro2024.groupC') },
  '51': { it: standingsFixture('euro2024.groupD') },
  '52': { it: standingsFixture('euro2024.groupE') },
  '53': { it: standingsFixture('euro2024.groupF') },
  '10': { it: standingsFixture('premierLeague.2023-24.table') },
};
const venueTables: Record<string, Fixture> = {
  '13/home': { it: standingsFixture('serieA.2023-24.home') },
  '13/away': { it: standingsFixture('serieA.2023-24.away') },
};

export const standingsHandlers: RequestHandler[] = [
  http.get(apiPath('/competitionSeasons/getStandingsSeason'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const slug = query.get('competitionSlug');
    const competition = query.get('competitionId') ?? (slug === null ? '' : competitionIdsBySlug[slug]);
    return answer(request, standingsSeasons[`${competition ?? ''}/${query.get('seasonId') ?? ''}`]);
  }),
  http.get(apiPath('/competitions/pallonecomSlug/:slug'), ({ request, params }) =>
    answer(
      request,
      params.slug === 'italia-serie-a' ? { it: standingsFixture('serieA.competition') } : undefined,
    ),
  ),
  http.get(apiPath('/groups/:id/getTeamStandings'), ({ request, params }) => {
    const turnId = new URL(request.url).searchParams.get('turnId');
    return answer(request, tables[turnId ? `${String(params.id)}/${turnId}` : String(params.id)]);
  }),
  http.get(apiPath('/groups/:id/getHomeTeamStandings'), ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    if (query.has('turnId')) return undefined;
    return answer(request, venueTables[`${String(params.id)}/${query.get('venue') ?? 'home'}`]);
  }),
];
