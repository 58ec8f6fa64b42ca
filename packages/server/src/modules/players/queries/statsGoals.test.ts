import { describe, expect, it } from 'vitest';
import { attributeGoals, tallyGoals, type GoalEventRow } from './statsGoals.ts';

const MBAPPE = { id: 7, name: 'Kylian Mbappé' };
const FRANCE = 2;
const row = (over: Partial<GoalEventRow>): GoalEventRow => ({
  competitionSeasonId: 1,
  subtype: 'goal',
  penalty: false,
  playerId: null,
  playerName: 'Kylian Mbappé',
  scorerTeamId: FRANCE,
  ...over,
});

describe('attributeGoals', () => {
  it('takes events linked to the player, whatever their name', () => {
    const goals = attributeGoals(MBAPPE, new Set([FRANCE]), [row({ playerId: 7, playerName: 'K. M.' })]);
    expect(goals).toEqual([expect.objectContaining({ byName: false })]);
  });

  it('matches an unlinked event by full name (accents ignored) only for one of his teams', () => {
    const goals = attributeGoals(MBAPPE, new Set([FRANCE]), [
      row({ playerName: 'Kylian Mbappe' }),
      row({ scorerTeamId: 9 }),
      row({ playerId: 8 }),
    ]);
    expect(goals).toHaveLength(1);
    expect(goals[0]!.byName).toBe(true);
  });

  it('folds a surname only where the team also writes him in full and no one else ends with it', () => {
    const rows = [
      row({}),
      row({ playerName: 'Mbappé' }),
      row({ competitionSeasonId: 2, playerName: 'Mbappé' }),
    ];
    expect(attributeGoals(MBAPPE, new Set([FRANCE]), rows)).toHaveLength(2);
    const ambiguous = [...rows, row({ playerName: 'Ethan Mbappé' })];
    expect(attributeGoals(MBAPPE, new Set([FRANCE]), ambiguous)).toHaveLength(1);
  });

  it('tallies goals, penalties and own goals apart', () => {
    const goals = attributeGoals(MBAPPE, new Set([FRANCE]), [
      row({ penalty: true, playerId: 7 }),
      row({}),
      row({ subtype: 'own-goal' }),
    ]);
    expect(tallyGoals(goals)).toEqual({ goals: 2, penalties: 1, ownGoals: 1, matchedByName: 2 });
  });
});
