export interface StatisticParameter {
  code: string;
  name: string;
  value: number;
  unitMeasurement: string | null;
}

/** SPEC §3: teams[], each with teamId and parameters[] {code, name, value, unitMeasurement}. */
export interface TeamStatisticComparison {
  teams: { teamId: number; parameters: StatisticParameter[] }[];
}
