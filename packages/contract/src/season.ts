/** TypeBox schemas of seasons: `2023/2024` (slug `2023-2024`) or a tournament year `2024`. */
import { Type, type Static } from 'typebox';

export const Season = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: '`2023/2024`, or `2024` for a tournament' }),
  pallonecomSlug: Type.String({ description: '`2023-2024`, or `2024`' }),
  start: Type.String({ description: 'ISO date YYYY-MM-DD' }),
  end: Type.String({ description: 'ISO date YYYY-MM-DD' }),
});
export type Season = Static<typeof Season>;

export const SeasonList = Type.Array(Season);

/** `/seasons/pallonecomSlug/{slug}/getIds`: the id behind a slug. */
export const SeasonIds = Type.Object({ id: Type.Integer() });
