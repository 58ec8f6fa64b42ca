import { Link } from 'react-router';
import { styled } from 'styled-components';
import type { Labels } from '../../i18n/labels.ts';
import { groupSquad, positionGroupLabel } from './squadGroups.ts';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 16px;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 8px 0 4px;
  }
  th,
  td {
    padding: 6px 4px;
    border-bottom: 1px solid var(--site-border);
    text-align: left;
  }
  td:first-child,
  th:first-child {
    width: 48px;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

export interface SquadRow {
  id: number;
  name: string;
  pallonecomSlug: string;
  position: string | null;
  shirtNumber: number | null;
  birthYear: number | null;
}

/** The squad as one table per position (goalkeepers first), with shirt numbers and links to the players. */
export function SquadTable({ players, t }: { players: readonly SquadRow[]; t: Labels }) {
  return (
    <>
      {groupSquad(players).map((group) => (
        <Table key={group.position ?? 'other'}>
          <caption>{positionGroupLabel(group.position, t)}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t.players}</th>
              <th scope="col">{t.birth}</th>
            </tr>
          </thead>
          <tbody>
            {group.players.map((player) => (
              <tr key={player.id}>
                <td>{player.shirtNumber ?? ''}</td>
                <td>
                  <Link to={`/giocatori/${player.pallonecomSlug}`}>{player.name}</Link>
                </td>
                <td>{player.birthYear ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ))}
    </>
  );
}
