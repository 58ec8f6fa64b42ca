export { Standings, type StandingsProps } from './Standings.tsx';
export { DEFAULT_ZONES, type StandingsZone, type ZoneKind } from './standingsZones.ts';
