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
import { PagePicker } from './PagePicker.tsx';
import { useCompetitionTeams } from './useFilterData.ts';
import { useFilterCompetitions, useTeamPlayers } from './usePickerData.ts';

export interface FilterPickersProps {
  /** Data loads once the menu has been opened. */
  active: boolean;
  onNavigate: () => void;
}

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
        <PagePicker
          label={labels.competition}
          name="filter-competition"
          value={state.competitionId}
          pages={countryCompetitions}
          choose={labels.choose}
          onChange={(competitionId) => dispatch({ type: 'competition', competitionId })}
          onPage={(competition) => go(competitionPath(competition.pallonecomSlug))}
        />
      )}
      {teamPickerShown && teams.length > 0 && (
        <PagePicker
          label={labels.team}
          name="filter-team"
          value={state.teamId}
          pages={teams}
          choose={labels.choose}
          onChange={(teamId) => dispatch({ type: 'team', teamId })}
          onPage={(team) => go(teamPath(team.pallonecomSlug))}
        />
      )}
      {teamPickerShown && showPlayerPicker(teams, players) && (
        <PagePicker
          label={labels.player}
          name="filter-player"
          value={state.playerId}
          pages={players}
          choose={labels.choose}
          onChange={(playerId) => dispatch({ type: 'player', playerId })}
          onPage={(player) => go(playerPath(player.pallonecomSlug))}
        />
      )}
    </Pickers>
  );
}
