import { describe, expect, it } from 'vitest';
import {
  filterReducer,
  initialFilterState,
  showCompetitionPicker,
  showPlayerPicker,
  showTeamPicker,
  type FilterState,
} from './filterRules.ts';

type FilterAction = Parameters<typeof filterReducer>[1];

const run = (...actions: FilterAction[]): FilterState => actions.reduce(filterReducer, initialFilterState);

/** Italia, then Serie A (68), then a team (20): the choices a later choice may clear. */
const UP_TO_TEAM: FilterAction[] = [
  { type: 'country', country: 'Italia' },
  { type: 'competition', competitionId: 68 },
  { type: 'team', teamId: 20 },
];

describe('filter menu rules (SPEC §4)', () => {
  it('shows only the country picker at first', () => {
    expect(showCompetitionPicker(initialFilterState)).toBe(false);
    expect(showTeamPicker(initialFilterState)).toBe(false);
  });

  it('shows the competition picker once a country is chosen', () => {
    const state = run({ type: 'country', country: 'Italia' });
    expect(showCompetitionPicker(state)).toBe(true);
    expect(showTeamPicker(state)).toBe(false);
  });

  it('shows the team picker once a competition is chosen after the country', () => {
    const state = run({ type: 'country', country: 'Italia' }, { type: 'competition', competitionId: 68 });
    expect(showTeamPicker(state)).toBe(true);
  });

  it('choosing a country clears the competition, team and player and hides the team picker', () => {
    const state = run(...UP_TO_TEAM, { type: 'player', playerId: 7 }, { type: 'country', country: 'Spagna' });
    expect(state).toEqual({ ...initialFilterState, country: 'Spagna', countryJustChanged: true });
    expect(showCompetitionPicker(state)).toBe(true);
    expect(showTeamPicker(state)).toBe(false);
  });

  it('choosing the same country again keeps the choices', () => {
    const before = run({ type: 'country', country: 'Italia' }, { type: 'competition', competitionId: 68 });
    expect(filterReducer(before, { type: 'country', country: 'Italia' })).toBe(before);
  });

  it('choosing a competition clears the team and player', () => {
    const state = run(...UP_TO_TEAM, { type: 'competition', competitionId: 69 });
    expect(state.teamId).toBeNull();
    expect(state.playerId).toBeNull();
  });

  it('shows the player picker only when both teams and players are available', () => {
    expect(showPlayerPicker([], [])).toBe(false);
    expect(showPlayerPicker([{ id: 1 }], [])).toBe(false);
    expect(showPlayerPicker([], [{ id: 1 }])).toBe(false);
    expect(showPlayerPicker([{ id: 1 }], [{ id: 2 }])).toBe(true);
  });

  it('reset empties every choice', () => {
    expect(run({ type: 'country', country: 'Italia' }, { type: 'reset' })).toEqual(initialFilterState);
  });
});
