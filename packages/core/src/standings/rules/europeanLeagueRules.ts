import { headToHead, overall, type TieBreakRules } from '../tieBreakCriteria.ts';

/**
 * LaLiga (es.1): head-to-head first, but only once all the matches among the tied teams have been played
 * (before that the table uses goal difference, goals scored). Points, then goal difference, of the mini-table
 * of the tied teams (a mini-league when three or more; re-applied to a subset it leaves level), then overall
 * goal difference, overall goals scored. Away goals are not used.
 * Sources: RFEF General Regulation art. 201; tigerscores.com "La Liga tie breaker rules: H2H vs goal difference".
 */
export const LALIGA_RULES: TieBreakRules = {
  code: 'es.1',
  label: 'LaLiga: head-to-head points and goal difference (once all played), then goal difference, goals',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: [
    headToHead(['points', 'goalDifference'], { reapplyToRemaining: true, onlyWhenAllMatchesPlayed: true }),
    overall('goalDifference'),
    overall('goalsFor'),
  ],
  beyondCriteria: 'Fair-play ranking, then a play-off or lots (not in the data; here: team id order).',
  source: 'RFEF Reglamento General art. 201; tigerscores.com (LaLiga tie-breaker rules).',
};

/**
 * Premier League (en.1), Handbook section C since 2019-20: points, goal difference, goals scored; then points in
 * the head-to-head matches, then away goals in those matches; then a play-off. (The head-to-head steps and the
 * play-off are formally only used when the title, European places or relegation are at stake; otherwise the
 * clubs "share" the position. The engine always applies them so that positions stay unique.)
 * Source: Premier League announcement of 2019-07-17 (the-star.co.ke, redcafe quoting premierleague.com).
 */
export const PREMIER_LEAGUE_RULES: TieBreakRules = {
  code: 'en.1',
  label: 'Premier League: goal difference, goals scored, head-to-head points, head-to-head away goals',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: [overall('goalDifference'), overall('goalsFor'), headToHead(['points', 'awayGoalsFor'])],
  beyondCriteria:
    'Play-off at a neutral ground when it matters, otherwise a shared position (here: team id order).',
  source:
    'Premier League Handbook section C (rule change of July 2019, reported by the-star.co.ke 2019-07-17).',
};

/**
 * Bundesliga (de.1), DFL Spielordnung §5: goal difference, goals scored, head-to-head (aggregate of the two
 * matches: points, then goal difference), away goals in the head-to-head matches, away goals over the whole
 * season, then a deciding match on neutral ground.
 * Source: DFL Spielordnung as summarised by bild.de ("Sogar ein Entscheidungsspiel ist möglich", 2019).
 */
export const BUNDESLIGA_RULES: TieBreakRules = {
  code: 'de.1',
  label: 'Bundesliga: goal difference, goals, head-to-head, head-to-head away goals, away goals',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: [
    overall('goalDifference'),
    overall('goalsFor'),
    headToHead(['points', 'goalDifference', 'awayGoalsFor']),
    overall('awayGoalsFor'),
  ],
  beyondCriteria: 'Deciding match on neutral ground (here: team id order).',
  source: 'DFL Spielordnung §5 (bild.de summary; indonewyork.com).',
};

/**
 * Ligue 1 (fr.1), LFP regulation art. 518 ter (2023-24) — goals scored comes only after head-to-head:
 *   1. overall goal difference; 2. head-to-head points; 3. head-to-head goal difference;
 *   4. head-to-head goals scored; 5. head-to-head away goals; 6. overall goals scored;
 *   7. overall away goals; 8. fair-play (disciplinary) ranking.
 * Sources: tribunenantaise.fr 2024 (art. 518 ter); asm-supporters.fr 2021 citing ligue1.fr; maligue2.fr 2024.
 */
export const LIGUE_1_RULES: TieBreakRules = {
  code: 'fr.1',
  label: 'Ligue 1: goal difference, head-to-head (points, GD, goals, away goals), goals, away goals',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: [
    overall('goalDifference'),
    headToHead(['points', 'goalDifference', 'goalsFor', 'awayGoalsFor']),
    overall('goalsFor'),
    overall('awayGoalsFor'),
  ],
  beyondCriteria: 'Fair-play ranking (cards; not in the data; here: team id order).',
  source: 'LFP Règlement des compétitions art. 518 ter (tribunenantaise.fr 2024, asm-supporters.fr 2021).',
};

/**
 * Liga Portugal (pt.1), Regulamento das Competições art. 17 (away goals removed since 2022-23):
 *   a) head-to-head points; b) head-to-head goal difference; c) overall goal difference; d) wins;
 *   e) goals scored. Head-to-head is applied once the tied teams have met twice (the press reports it as
 *   applying only at the end of the season); before that the table starts from c).
 * Sources: maisfutebol.iol.pt 2023-04 and 2025-02; jornaldesportivo.pt (art. 17).
 */
export const PRIMEIRA_LIGA_RULES: TieBreakRules = {
  code: 'pt.1',
  label: 'Liga Portugal: head-to-head points and goal difference, then goal difference, wins, goals',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: [
    headToHead(['points', 'goalDifference'], { onlyWhenAllMatchesPlayed: true }),
    overall('goalDifference'),
    overall('wins'),
    overall('goalsFor'),
  ],
  beyondCriteria: 'Play-off match on neutral ground between two clubs (here: team id order).',
  source: 'Liga Portugal Regulamento das Competições art. 17 (maisfutebol.iol.pt 2023-04, 2025-02).',
};

/**
 * Eredivisie (nl.1), KNVB Reglement Betaald Voetbal: points, then fewest points lost (only differs mid-season,
 * when clubs have played different numbers of matches), goal difference, goals scored, head-to-head result,
 * then a deciding match where a title/European/relegation place is at stake.
 * Sources: fcupdate.nl 2025-02 and 2025-08 quoting the KNVB regulation 2024/25 and 2025/26; sport.infonu.nl.
 */
export const EREDIVISIE_RULES: TieBreakRules = {
  code: 'nl.1',
  label: 'Eredivisie: fewest points lost, goal difference, goals scored, head-to-head',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: [
    overall('fewestPointsLost'),
    overall('goalDifference'),
    overall('goalsFor'),
    headToHead(['points', 'goalDifference']),
  ],
  beyondCriteria:
    'Deciding match (beslissingswedstrijd) when it matters, else alphabetical (here: team id order).',
  source: 'KNVB Reglement Betaald Voetbal 2024/25, 2025/26 (fcupdate.nl); sport.infonu.nl.',
};
