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
import { PagePicker, type PickedPage } from './PagePicker.tsx';
import { useCompetitionTeams } from './useFilterData.ts';
import { useFilterCompetitions, useTeamPlayers } from './usePickerData.ts';

export interface FilterPickersProps {
  /** Data loads once the menu has been opened. */
  active: boolean;
  onNavigate: () => void;
}

interface PagePickerSpec {
  kind: 'competition' | 'team' | 'player';
  shown: boolean;
  value: number | null;
  pages: readonly PickedPage[];
  onChange: (id: number | null) => void;
  /** The page of a chosen slug. */
  path: (slug: string) => string;
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

  /** The competition, team and player pickers, each shown once the choices before it allow. */
  const pagePickers: PagePickerSpec[] = [
    {
      kind: 'competition',
      shown: showCompetitionPicker(state),
      value: state.competitionId,
      pages: countryCompetitions,
      onChange: (competitionId) => dispatch({ type: 'competition', competitionId }),
      path: competitionPath,
    },
    {
      kind: 'team',
      shown: teamPickerShown && teams.length > 0,
      value: state.teamId,
      pages: teams,
      onChange: (teamId) => dispatch({ type: 'team', teamId }),
      path: teamPath,
    },
    {
      kind: 'player',
      shown: teamPickerShown && showPlayerPicker(teams, players),
      value: state.playerId,
      pages: players,
      onChange: (playerId) => dispatch({ type: 'player', playerId }),
      path: playerPath,
    },
  ];

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
      {pagePickers.map(
        (picker) =>
          picker.shown && (
            <PagePicker
              key={picker.kind}
              label={labels[picker.kind]}
              name={`filter-${picker.kind}`}
              value={picker.value}
              pages={picker.pages}
              choose={labels.choose}
              onChange={picker.onChange}
              onPage={(page) => go(picker.path(page.pallonecomSlug))}
            />
          ),
      )}
    </Pickers>
  );
}
