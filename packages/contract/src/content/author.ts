/** TypeBox schemas of authors (SPEC §7 Authors) and the byline news carry (SPEC §3: author { name, link }). */
import { Type, type Static } from 'typebox';
import { NamedRef } from '../common.ts';
import { Nullable } from '../team.ts';

export const Author = Type.Object({
  ...NamedRef.properties,
  bio: Type.String({ description: 'In the request language' }),
  link: Nullable(Type.String()),
  isSample: Type.Boolean(),
});
export type Author = Static<typeof Author>;

export const Byline = Type.Pick(Author, ['id', 'name', 'pallonecomSlug', 'link']);
export type Byline = Static<typeof Byline>;

export const AuthorSearchResult = Type.Object({
  ...Type.Pick(Author, ['id', 'name', 'pallonecomSlug']).properties,
  similarity: Type.Number(),
});
export type AuthorSearchResult = Static<typeof AuthorSearchResult>;
