import type { Language } from '../types/Language.ts';
import type { StandingsSeasonSelector, Venue } from './ApiClient.ts';
import type { MatchFilters } from './MatchFilters.ts';

/**
 * Every query key, rooted at `['pallone', language]`: answers differ by Accept-Language, so each language caches
 * apart. Invalidate a whole family with its prefix, e.g. `['pallone', 'it', 'matches']`.
 */
export const queryKeys = {
  all: (lang: Language) => ['pallone', lang] as const,

  competitions: (lang: Language) => ['pallone', lang, 'competitions'] as const,
  competition: (lang: Language, id: number) => ['pallone', lang, 'competitions', id] as const,
  competitionBySlug: (lang: Language, slug: string) =>
    ['pallone', lang, 'competitions', 'slug', slug] as const,
  seasons: (lang: Language, competitionId: number) =>
    ['pallone', lang, 'competitions', competitionId, 'seasons'] as const,
  competitionSeasonId: (lang: Language, competitionId: number, seasonId: number) =>
    ['pallone', lang, 'competitions', competitionId, 'seasons', seasonId, 'competitionSeasonId'] as const,
  competitionSeason: (lang: Language, id: number) => ['pallone', lang, 'competitionSeasons', id] as const,
  /** The season a Standings widget or a competition page opens on (one call; undefined selector fields drop out). */
  standingsSeason: (lang: Language, selector: StandingsSeasonSelector) =>
    ['pallone', lang, 'competitionSeasons', 'standingsSeason', selector] as const,

  standings: (lang: Language, groupId: number, turnId?: number) =>
    ['pallone', lang, 'standings', groupId, { turnId }] as const,
  homeStandings: (lang: Language, groupId: number, venue: Venue, turnId?: number) =>
    ['pallone', lang, 'standings', groupId, { turnId, venue }] as const,

  matches: (lang: Language, filters: MatchFilters = {}) =>
    ['pallone', lang, 'matches', 'list', filters] as const,
  match: (lang: Language, id: number) => ['pallone', lang, 'matches', id] as const,
  matchBySlug: (lang: Language, slug: string) => ['pallone', lang, 'matches', 'slug', slug] as const,
  matchEvents: (lang: Language, id: number) => ['pallone', lang, 'matches', id, 'events'] as const,
  matchStats: (lang: Language, id: number) => ['pallone', lang, 'matches', id, 'stats'] as const,
  matchForm: (lang: Language, id: number) => ['pallone', lang, 'matches', id, 'form'] as const,
  prediction: (lang: Language, matchId: number) =>
    ['pallone', lang, 'matches', matchId, 'prediction'] as const,
  homeLiveMatches: (lang: Language) => ['pallone', lang, 'matches', 'homeLive'] as const,

  team: (lang: Language, id: number) => ['pallone', lang, 'teams', id] as const,
  teamBySlug: (lang: Language, slug: string) => ['pallone', lang, 'teams', 'slug', slug] as const,
  teamComparison: (lang: Language, teamId: number, otherTeamId: number, competitionSeasonId?: number) =>
    ['pallone', lang, 'teams', 'comparison', { teamId, otherTeamId, competitionSeasonId }] as const,

  player: (lang: Language, id: number) => ['pallone', lang, 'players', id] as const,
  playerBySlug: (lang: Language, slug: string) => ['pallone', lang, 'players', 'slug', slug] as const,

  search: (lang: Language, kind: 'players' | 'teams' | 'matches' | 'competitions', text: string) =>
    ['pallone', lang, 'search', kind, text.trim()] as const,
};
