/** Back-office teams and competitions: the editable record and the `data` of PUT /teams (multipart). */
import { Type, type Static } from 'typebox';
import { Image } from './common.ts';
import { Nullable } from './team.ts';

const OptionalText = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

/** Names, city and stadium; the importer's name, slug and source ids stay read-only here. */
export const TeamUpdate = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    nameIt: OptionalText(120),
    nameEn: OptionalText(120),
    shortName: OptionalText(60),
    city: OptionalText(120),
    stadium: OptionalText(160),
    removeImage: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type TeamUpdate = Static<typeof TeamUpdate>;

export const BackofficeTeam = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameIt: Nullable(Type.String()),
  nameEn: Nullable(Type.String()),
  shortName: Nullable(Type.String()),
  countryId: Nullable(Type.Integer()),
  isNational: Type.Boolean(),
  image: Image,
  city: Nullable(Type.String()),
  stadium: Nullable(Type.String()),
  pallonecomSlug: Type.String(),
});
export type BackofficeTeam = Static<typeof BackofficeTeam>;

export const BackofficeCompetition = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  nameIt: Type.String(),
  nameEn: Type.String(),
  countryId: Nullable(Type.Integer()),
  type: Type.String(),
  image: Image,
  pallonecomSlug: Type.String(),
});
export type BackofficeCompetition = Static<typeof BackofficeCompetition>;
