import type { TieBreakRules } from '../tieBreakCriteria.ts';
import { DEFAULT_TIE_BREAK_RULES } from './defaultRules.ts';
import {
  BUNDESLIGA_RULES,
  EREDIVISIE_RULES,
  LALIGA_RULES,
  LIGUE_1_RULES,
  PREMIER_LEAGUE_RULES,
  PRIMEIRA_LIGA_RULES,
} from './europeanLeagueRules.ts';
import { SERIE_A_RULES, SERIE_B_RULES } from './italianRules.ts';
import {
  CLUB_WORLD_CUP_RULES,
  EURO_RULES,
  WORLD_CUP_2022_RULES,
  WORLD_CUP_2026_RULES,
} from './tournamentRules.ts';
import { UEFA_GROUP_STAGE_RULES, UEFA_LEAGUE_PHASE_RULES } from './uefaClubRules.ts';

const BY_CODE: Readonly<Record<string, TieBreakRules>> = {
  'it.1': SERIE_A_RULES,
  'it.2': SERIE_B_RULES,
  'es.1': LALIGA_RULES,
  'en.1': PREMIER_LEAGUE_RULES,
  'de.1': BUNDESLIGA_RULES,
  'fr.1': LIGUE_1_RULES,
  'pt.1': PRIMEIRA_LIGA_RULES,
  'nl.1': EREDIVISIE_RULES,
  euro: EURO_RULES,
  'fifa.cwc': CLUB_WORLD_CUP_RULES,
};

const UEFA_CLUB_CODES: ReadonlySet<string> = new Set(['uefa.cl', 'uefa.el', 'uefa.conf']);

/** First year of a season written `2024-25` or `2024`; NaN when unreadable. */
function startYear(season: string): number {
  return Number.parseInt(season.slice(0, 4), 10);
}

/**
 * The tie-break rule set of a competition, by its code (`it.1`, `es.1`, `uefa.cl`, `world`, …).
 * `season` (`2023-24`, `2022`) picks the era where the rules changed: UEFA club competitions use the group
 * stage rules before 2024-25 and the league phase rules from 2024-25; the World Cup uses head-to-head first from
 * 2026. Without a season, the current rules. Unknown codes get the default: goal difference, then goals scored.
 */
export function tieBreakRulesFor(code: string, season?: string): TieBreakRules {
  const key = code.trim().toLowerCase();
  const year = season === undefined ? Number.NaN : startYear(season);
  if (UEFA_CLUB_CODES.has(key)) {
    return year < 2024 ? UEFA_GROUP_STAGE_RULES : UEFA_LEAGUE_PHASE_RULES;
  }
  if (key === 'world') return year < 2026 ? WORLD_CUP_2022_RULES : WORLD_CUP_2026_RULES;
  return BY_CODE[key] ?? DEFAULT_TIE_BREAK_RULES;
}
