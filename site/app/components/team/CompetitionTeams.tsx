import { Link } from 'react-router';
import { styled } from 'styled-components';
import type { CompetitionSeasonTeam } from '@pallone/core';
import { TeamImage } from '@pallone/widgets';
import { SEASON_PARAM } from './seasonParam.ts';
import { bareList } from '../layout/listStyles.ts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 4px 16px;
  ${bareList}
  a {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 0;
  }
`;

/** A competition season's teams, each with its picture, linking to its squad in that season. */
export function CompetitionTeams({
  teams,
  season,
}: {
  teams: readonly CompetitionSeasonTeam[];
  season: string;
}) {
  return (
    <List>
      {teams.map((team) => (
        <li key={team.id}>
          <Link
            to={`/squadre/${team.pallonecomSlug}/formazione?${SEASON_PARAM}=${encodeURIComponent(season)}`}
          >
            <TeamImage image={team.image} size={24} />
            {team.name}
          </Link>
        </li>
      ))}
    </List>
  );
}
