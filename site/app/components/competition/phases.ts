/** What a competition page knows of a phase (a group with its turns) and how it is shown: a table or ties. */
import type { Group, PhaseWithTurns } from '@pallone/core';

/** A phase with its turns and current turn, as `getStandingsSeason` answers it. */
export type PhaseGroup = PhaseWithTurns;

/** Groups whose matches are a table: league phases, groups A–L. Every other kind is knockout (ties, a bracket). */
export const hasStandings = (group: Pick<Group, 'type'>): boolean =>
  group.type === 'league' || group.type === 'group';

/** A turn that is one leg of a tie ("1st leg", "Matchday 2" of a play-off) rather than a round of its own. */
const LEG = /^(\d+(st|nd|rd|th) leg|leg \d+|matchday \d+)$/i;

/** A knockout group's turns are rounds to pick one by one (Finals: Round of 16 … Final); legs are not. */
export const hasRounds = (group: PhaseGroup): boolean =>
  !hasStandings(group) && group.turns.some((turn) => !LEG.test(turn.name));
