import type {
  CompetitionSearchResult as CompetitionSearchResultSchema,
  MatchSearchResult as MatchSearchResultSchema,
  PlayerSearchResult as PlayerSearchResultSchema,
  Static,
  TeamSearchResult as TeamSearchResultSchema,
} from '@pallone/contract';

/**
 * How a result ranks (decision 019): `similarity` 0…1 and `tier` (4 exact name or alias, 3 a whole word, 2 a word
 * start, 1 looser). The API always sends them; they are optional here so hand-written fixtures may leave them out.
 */
type Ranked<T extends { similarity: number }> = Omit<T, 'similarity' | 'tier'> &
  Partial<Pick<T, Extract<keyof T, 'similarity' | 'tier'>>>;

/** SPEC §2 global search: a player result shows image, name and current team name. */
export type PlayerSearchResult = Ranked<Static<typeof PlayerSearchResultSchema>>;

/** A team result shows image, name and country. */
export type TeamSearchResult = Ranked<Static<typeof TeamSearchResultSchema>>;

/** A match result shows both team icons, the scores and the date; matches without both teams are not listed. */
export type MatchSearchResult = Ranked<Static<typeof MatchSearchResultSchema>>;

export type CompetitionSearchResult = Ranked<Static<typeof CompetitionSearchResultSchema>>;
