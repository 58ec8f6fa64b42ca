import {
  statComparison,
  type Language,
  type StatisticParameter,
  type StatShares,
  type TeamStatisticComparison,
} from '@pallone/core';
import { betterValue } from './betterValue.ts';
import { formatStatNumber } from './statNumber.ts';

export interface ComparisonRow {
  code: string;
  name: string;
  unit: string | null;
  /** In the reader's language with two decimals, ".00" dropped (SPEC §9); null when a team lacks the parameter. */
  values: [string | null, string | null];
  /** Which of the two values is the better one (betterValue); null when neither is. */
  better: 0 | 1 | null;
  /** Bar shares in percent, 50/50 when both are 0 (SPEC §9). */
  shares: StatShares;
}

/**
 * One row per parameter (SPEC §3 shape): the first team's order, then parameters only the second team has.
 * A parameter one team lacks counts as 0 in the bar and shows no value.
 */
export function comparisonRows(comparison: TeamStatisticComparison, language: Language): ComparisonRow[] {
  const [first, second] = comparison.teams;
  if (!first || !second) return [];
  const secondByCode = new Map(second.parameters.map((parameter) => [parameter.code, parameter]));
  const firstCodes = new Set(first.parameters.map((parameter) => parameter.code));
  const pairs: { named: StatisticParameter; a?: StatisticParameter; b?: StatisticParameter }[] = [
    ...first.parameters.map((a) => ({ named: a, a, b: secondByCode.get(a.code) })),
    ...second.parameters.filter((b) => !firstCodes.has(b.code)).map((b) => ({ named: b, b })),
  ];
  return pairs.map(({ named, a, b }) => {
    return {
      code: named.code,
      name: named.name,
      unit: named.unitMeasurement,
      values: [
        a ? formatStatNumber(a.value, language) : null,
        b ? formatStatNumber(b.value, language) : null,
      ],
      better: betterValue(named.code, a?.value, b?.value),
      shares: statComparison(a?.value ?? 0, b?.value ?? 0),
    };
  });
}
