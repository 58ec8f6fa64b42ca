/**
 * API-Football league ids → Pallone competition codes (`packages/core/src/competitions/catalog.ts`). Fixtures of
 * other leagues are not followed: they are counted, never mapped or reported one by one.
 */
export const API_FOOTBALL_LEAGUES: ReadonlyMap<number, string> = new Map([
  [135, 'it.1'], // Serie A
  [136, 'it.2'], // Serie B
  [39, 'en.1'], // Premier League
  [140, 'es.1'], // LaLiga
  [78, 'de.1'], // Bundesliga
  [61, 'fr.1'], // Ligue 1
  [94, 'pt.1'], // Primeira Liga
  [88, 'nl.1'], // Eredivisie
  [2, 'uefa.cl'], // UEFA Champions League (qualifying rounds included)
  [3, 'uefa.el'], // UEFA Europa League
  [848, 'uefa.conf'], // UEFA Conference League
  [4, 'euro'], // UEFA European Championship
  [1, 'world'], // FIFA World Cup
  [15, 'fifa.cwc'], // FIFA Club World Cup
]);

export function competitionCodeOfLeague(leagueId: number): string | null {
  return API_FOOTBALL_LEAGUES.get(leagueId) ?? null;
}
