import type { GroupType } from '@pallone/core';

/** What finishing in a zone means; each kind has a colour bar and a legend text. */
export type ZoneKind =
  | 'champions'
  | 'championsQualifying'
  | 'europa'
  | 'conference'
  | 'qualified'
  | 'playoff'
  | 'thirdPlace'
  | 'relegationPlayoff'
  | 'relegation';

/** Positions `from`–`to` (1-based, inclusive); `label` replaces the kind's text in the legend. */
export interface StandingsZone {
  from: number;
  to: number;
  kind: ZoneKind;
  label?: string;
}

const league = (...zones: StandingsZone[]) => ({ league: zones });
const topFive = [
  { from: 1, to: 4, kind: 'champions' },
  { from: 5, to: 5, kind: 'europa' },
  { from: 6, to: 6, kind: 'conference' },
] as const satisfies StandingsZone[];
/** UEFA's league phase from 2024-25: 1–8 to the round of 16, 9–24 to the knockout play-offs. */
const uefaLeaguePhase: StandingsZone[] = [
  { from: 1, to: 8, kind: 'qualified' },
  { from: 9, to: 24, kind: 'playoff' },
];
/** A UEFA club competition: its group stage's zones (`groups`) and, from 2024-25, the league phase's. */
const uefaCup = (...groups: StandingsZone[]) => ({ group: groups, league: uefaLeaguePhase });

/**
 * Default zones per competition id (SPEC §9 top competitions and the cups), per phase type: league tables and
 * group stages differ. A host passes `zones` to override them (e.g. a season with other European places).
 */
export const DEFAULT_ZONES: Record<number, Partial<Record<GroupType, StandingsZone[]>>> = {
  68: league(...topFive, { from: 18, to: 20, kind: 'relegation' }),
  7: league(...topFive, { from: 18, to: 20, kind: 'relegation' }),
  61: league(...topFive, { from: 18, to: 20, kind: 'relegation' }),
  54: league(
    ...topFive,
    { from: 16, to: 16, kind: 'relegationPlayoff' },
    { from: 17, to: 18, kind: 'relegation' },
  ),
  43: league(
    { from: 1, to: 3, kind: 'champions' },
    { from: 4, to: 4, kind: 'championsQualifying' },
    { from: 5, to: 5, kind: 'europa' },
    { from: 6, to: 6, kind: 'conference' },
    { from: 16, to: 16, kind: 'relegationPlayoff' },
    { from: 17, to: 18, kind: 'relegation' },
  ),
  158: {
    group: [
      { from: 1, to: 2, kind: 'qualified' },
      { from: 3, to: 3, kind: 'thirdPlace' },
    ],
  },
  184: { group: [{ from: 1, to: 2, kind: 'qualified' }] },
  12: uefaCup({ from: 1, to: 2, kind: 'qualified' }, { from: 3, to: 3, kind: 'europa' }),
  79: uefaCup(
    { from: 1, to: 1, kind: 'qualified' },
    { from: 2, to: 2, kind: 'playoff' },
    { from: 3, to: 3, kind: 'conference' },
  ),
  167: uefaCup({ from: 1, to: 1, kind: 'qualified' }, { from: 2, to: 2, kind: 'playoff' }),
};

/** The zones of a table: the host's, else the default of the competition and phase type; [] when none. */
export function zonesFor(
  competitionId: number,
  groupType: GroupType,
  custom?: StandingsZone[],
): StandingsZone[] {
  return custom ?? DEFAULT_ZONES[competitionId]?.[groupType] ?? [];
}

/** The zone a position falls in, if any. */
export function zoneAt(zones: StandingsZone[], position: number): StandingsZone | undefined {
  return zones.find((zone) => position >= zone.from && position <= zone.to);
}
