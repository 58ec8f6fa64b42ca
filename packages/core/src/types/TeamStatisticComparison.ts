import type {
  Static,
  StatisticComparison,
  StatisticParameter as StatisticParameterSchema,
} from '@pallone/contract';

export type StatisticParameter = Static<typeof StatisticParameterSchema>;

/** SPEC §3: teams[], each with teamId and parameters[] {code, name, value, unitMeasurement}. */
export type TeamStatisticComparison = Static<typeof StatisticComparison>;
