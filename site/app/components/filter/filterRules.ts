/**
 * SPEC §4 filter menu rules, as a pure reducer and visibility predicates:
 * - choosing a country clears the competition choice (and what hangs from it);
 * - the competition picker appears once a country is chosen;
 * - the team picker appears once a competition is chosen and the country was not just changed;
 * - the player picker appears when teams and players are available.
 */
export interface FilterState {
  country: string | null;
  competitionId: number | null;
  teamId: number | null;
  playerId: number | null;
  /** True right after a country choice, until a competition is chosen. */
  countryJustChanged: boolean;
}

export type FilterAction =
  | { type: 'country'; country: string | null }
  | { type: 'competition'; competitionId: number | null }
  | { type: 'team'; teamId: number | null }
  | { type: 'player'; playerId: number | null }
  | { type: 'reset' };

export const initialFilterState: FilterState = {
  country: null,
  competitionId: null,
  teamId: null,
  playerId: null,
  countryJustChanged: false,
};

export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case 'country':
      if (action.country === state.country) return state;
      return { ...initialFilterState, country: action.country, countryJustChanged: action.country !== null };
    case 'competition':
      return {
        ...state,
        competitionId: action.competitionId,
        teamId: null,
        playerId: null,
        countryJustChanged: false,
      };
    case 'team':
      return { ...state, teamId: action.teamId, playerId: null };
    case 'player':
      return { ...state, playerId: action.playerId };
    case 'reset':
      return initialFilterState;
  }
}

export const showCompetitionPicker = (state: FilterState): boolean => state.country !== null;

export const showTeamPicker = (state: FilterState): boolean =>
  state.competitionId !== null && !state.countryJustChanged;

export const showPlayerPicker = (teams: readonly unknown[], players: readonly unknown[]): boolean =>
  teams.length > 0 && players.length > 0;
