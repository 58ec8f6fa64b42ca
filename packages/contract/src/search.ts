/** TypeBox schemas of the global search results (SPEC §2 Global search, §7 `/search` calls). */
import { Type, type Static } from 'typebox';
import { Image } from './common.ts';
import { MatchStatus, Score } from './match.ts';
import { CountryRef, Nullable, TeamRef } from './team.ts';

/** How well a result matches the text, 0…1 (results come best first). */
const similarity = Type.Number();
/**
 * The match tier (decision 019, core `searchTier`): 4 the name (or a team alias) is the text, 3 a whole word
 * is, 2 a word starts with it, 1 a looser hit. Results come ranked by tier first.
 */
const tier = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]);

/** A player result: image, name and current team name. */
export const PlayerSearchResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pallonecomSlug: Type.String(),
  image: Image,
  currentTeam: Nullable(
    Type.Object({ id: Type.Integer(), name: Type.String(), pallonecomSlug: Type.String(), image: Image }),
  ),
  similarity,
  tier,
});
export type PlayerSearchResult = Static<typeof PlayerSearchResult>;

/** A team result: image, name and country. */
export const TeamSearchResult = Type.Object({ ...TeamRef.properties, similarity, tier });
export type TeamSearchResult = Static<typeof TeamSearchResult>;

/** A match result: both teams (never a placeholder), scores, date and whether its kick-off time is known. */
export const MatchSearchResult = Type.Object({
  id: Type.Integer(),
  pallonecomSlug: Type.String(),
  homeTeam: TeamRef,
  awayTeam: TeamRef,
  homeScore: Nullable(Type.Integer()),
  awayScore: Nullable(Type.Integer()),
  /** After extra time and the shoot-out, when played: the result is shown from them (core matchResultText). */
  extraTime: Nullable(Score),
  penalties: Nullable(Score),
  /** ISO 8601 UTC instant of the kick-off. */
  date: Type.String(),
  /** False when only the day of the kick-off is known (the time in `date` is then not a kick-off time). */
  hasTime: Type.Boolean(),
  status: MatchStatus,
  ended: Type.Boolean(),
  competition: Type.Object({ id: Type.Integer(), name: Type.String(), pallonecomSlug: Type.String() }),
  similarity,
  tier,
});
export type MatchSearchResult = Static<typeof MatchSearchResult>;

export const CompetitionSearchResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pallonecomSlug: Type.String(),
  image: Image,
  country: Nullable(CountryRef),
  similarity,
});
export type CompetitionSearchResult = Static<typeof CompetitionSearchResult>;
