/** TypeBox schemas of the team statistic comparison (SPEC §3) and of the match statistics that share its shape. */
import { Type, type Static } from 'typebox';
import { Nullable, QueryId } from './team.ts';

export const StatisticParameter = Type.Object({
  code: Type.String(),
  /** Localized by Accept-Language. */
  name: Type.String(),
  value: Type.Number(),
  /** "per partita" / "per match", "%", or null for a plain count. */
  unitMeasurement: Nullable(Type.String()),
});
export type StatisticParameter = Static<typeof StatisticParameter>;

/** SPEC §3: teams[], each with teamId and parameters[] {code, name, value, unitMeasurement}. */
export const StatisticComparison = Type.Object({
  teams: Type.Array(Type.Object({ teamId: Type.Integer(), parameters: Type.Array(StatisticParameter) })),
});
export type StatisticComparison = Static<typeof StatisticComparison>;

export const ComparisonQuery = Type.Object({
  /** Exactly two distinct team ids, comma separated: `12,34`. */
  teamIds: Type.String({ pattern: '^[1-9][0-9]{0,9},[1-9][0-9]{0,9}$' }),
  competitionSeasonId: Type.Optional(QueryId),
});
export type ComparisonQuery = Static<typeof ComparisonQuery>;
