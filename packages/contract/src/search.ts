/** TypeBox schemas of the global search results (SPEC §2 Global search, §7 `/search` calls). */
import { Type, type Static } from 'typebox';
import { NamedImageRef, NamedRef } from './common.ts';
import { MatchBody } from './match.ts';
import { CountryImageRef, Nullable, TeamRef } from './team.ts';

/** How well a result matches the text, 0…1 (results come best first). */
const similarity = Type.Number();
/**
 * The match tier (decision 019, core `searchTier`): 4 the name (or a team alias) is the text, 3 a whole word
 * is, 2 a word starts with it, 1 a looser hit. Results come ranked by tier first.
 */
const tier = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]);

/** A player result: image, name and current team name. */
export const PlayerSearchResult = Type.Object({
  ...NamedImageRef.properties,
  currentTeam: Nullable(NamedImageRef),
  similarity,
  tier,
});
export type PlayerSearchResult = Static<typeof PlayerSearchResult>;

/** A team result: image, name and country. */
export const TeamSearchResult = Type.Object({ ...TeamRef.properties, similarity, tier });
export type TeamSearchResult = Static<typeof TeamSearchResult>;

/**
 * A match result: both teams (never a placeholder), and the match's scores (with `extraTime` and `penalties` the
 * result is shown from them, core matchResultText), date, whether its kick-off time is known, and status.
 */
export const MatchSearchResult = Type.Object({
  ...Type.Pick(MatchBody, ['id', 'pallonecomSlug']).properties,
  homeTeam: TeamRef,
  awayTeam: TeamRef,
  ...Type.Pick(MatchBody, [
    'homeScore',
    'awayScore',
    'extraTime',
    'penalties',
    'date',
    'hasTime',
    'status',
    'ended',
  ]).properties,
  competition: NamedRef,
  similarity,
  tier,
});
export type MatchSearchResult = Static<typeof MatchSearchResult>;

export const CompetitionSearchResult = Type.Object({
  ...CountryImageRef.properties,
  similarity,
});
export type CompetitionSearchResult = Static<typeof CompetitionSearchResult>;
