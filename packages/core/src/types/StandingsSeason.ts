/**
 * The competition season a Standings widget and a competition page open on, with the competition's seasons and
 * every phase with its turns (`GET /competitionSeasons/getStandingsSeason`); the shape is the contract's.
 */
export type { PhaseWithTurns, StandingsSeason } from '@pallone/contract';
