/** TypeBox schemas of authors (SPEC §7 Authors) and the byline news carry (SPEC §3: author { name, link }). */
import { Type, type Static } from 'typebox';
import { Nullable } from '../team.ts';

export const Byline = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pallonecomSlug: Type.String(),
  link: Nullable(Type.String()),
});
export type Byline = Static<typeof Byline>;

export const Author = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pallonecomSlug: Type.String(),
  bio: Type.String({ description: 'In the request language' }),
  link: Nullable(Type.String()),
  isSample: Type.Boolean(),
});
export type Author = Static<typeof Author>;

export const AuthorSearchResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pallonecomSlug: Type.String(),
  similarity: Type.Number(),
});
export type AuthorSearchResult = Static<typeof AuthorSearchResult>;
