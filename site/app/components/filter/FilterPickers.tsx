import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { useSite } from '../../lib/useSite.ts';
import { competitionPath, playerPath, teamPath } from './filterConfig.ts';
import { filterLabels } from './filterLabels.ts';
import {
  filterReducer,
  initialFilterState,
  showCompetitionPicker,
  showPlayerPicker,
  showTeamPicker,
} from './filterRules.ts';
import { Pickers } from './filterStyles.ts';
import { useCompetitionTeams } from './useFilterData.ts';
import { useFilterCompetitions, useTeamPlayers } from './usePickerData.ts';

export interface FilterPickersProps {
  /** Data loads once the menu has been opened. */
  active: boolean;
  onNavigate: () => void;
}

const numberOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** The four pickers of SPEC §2/§4: country → competition → team → player; each choice of a page navigates there. */
export function FilterPickers({ active, onNavigate }: FilterPickersProps) {
  const { language } = useSite();
  const labels = filterLabels(language);
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(filterReducer, initialFilterState);
  const { competitions, countries } = useFilterCompetitions(active);
  const teamPickerShown = showTeamPicker(state);
  const { teams } = useCompetitionTeams(teamPickerShown ? state.competitionId : null);
  const { players } = useTeamPlayers(state.teamId);
  const countryCompetitions = competitions
    .filter((competition) => competition.country?.name === state.country)
    .sort((a, b) => a.name.localeCompare(b.name, language));

  const go = (path: string) => {
    void navigate(path);
    onNavigate();
  };

  return (
    <Pickers>
      <label>
        {labels.country}
        <select
          name="filter-country"
          value={state.country ?? ''}
          onChange={(event) => dispatch({ type: 'country', country: event.target.value || null })}
        >
          <option value="">{labels.choose}</option>
          {countries.map((entry, index) =>
            entry.kind === 'separator' ? (
              <option key={`separator-${index}`} disabled value={`separator-${index}`}>
                {entry.label}
              </option>
            ) : (
              <option key={entry.country.name} value={entry.country.name}>
                {entry.country.name}
              </option>
            ),
          )}
        </select>
      </label>
      {showCompetitionPicker(state) && (
        <label>
          {labels.competition}
          <select
            name="filter-competition"
            value={state.competitionId ?? ''}
            onChange={(event) => {
              const id = numberOrNull(event.target.value);
              dispatch({ type: 'competition', competitionId: id });
              const chosen = competitions.find((competition) => competition.id === id);
              if (chosen) go(competitionPath(chosen.pallonecomSlug));
            }}
          >
            <option value="">{labels.choose}</option>
            {countryCompetitions.map((competition) => (
              <option key={competition.id} value={competition.id}>
                {competition.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {teamPickerShown && teams.length > 0 && (
        <label>
          {labels.team}
          <select
            name="filter-team"
            value={state.teamId ?? ''}
            onChange={(event) => {
              const id = numberOrNull(event.target.value);
              dispatch({ type: 'team', teamId: id });
              const chosen = teams.find((team) => team.id === id);
              if (chosen) go(teamPath(chosen.pallonecomSlug));
            }}
          >
            <option value="">{labels.choose}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {teamPickerShown && showPlayerPicker(teams, players) && (
        <label>
          {labels.player}
          <select
            name="filter-player"
            value={state.playerId ?? ''}
            onChange={(event) => {
              const id = numberOrNull(event.target.value);
              dispatch({ type: 'player', playerId: id });
              const chosen = players.find((player) => player.id === id);
              if (chosen) go(playerPath(chosen.pallonecomSlug));
            }}
          >
            <option value="">{labels.choose}</option>
            {players.map((player) => (
              <option key={player.id} value={player.id}>
                {player.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </Pickers>
  );
}
