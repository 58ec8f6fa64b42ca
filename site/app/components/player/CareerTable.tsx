import { Link } from 'react-router';
import type { Labels } from '../../i18n/labels.ts';
import { FigureFrame } from './FigureFrame.tsx';
import { positionName } from './positionName.ts';

export interface CareerRow {
  team: { id: number; name: string; pallonecomSlug: string };
  competitionSeasonId: number;
  competition: { name: string };
  season: { name: string };
  shirtNumber: number | null;
  position: string | null;
}

/** The squads a player was listed in, latest first, each linking to his bilancio in that competition season. */
export function CareerTable({ slug, rows, t }: { slug: string; rows: readonly CareerRow[]; t: Labels }) {
  return (
    <FigureFrame
      label={t.career}
      columns={[t.season, t.competitions, t.team, t.shirtNumber, t.position, t.record]}
    >
      {rows.map((row) => (
        <tr key={`${row.competitionSeasonId}-${row.team.id}`}>
          <td>{row.season.name}</td>
          <td>{row.competition.name}</td>
          <td>
            <Link to={`/squadre/${row.team.pallonecomSlug}`}>{row.team.name}</Link>
          </td>
          <td>{row.shirtNumber ?? ''}</td>
          <td>{positionName(row.position, t)}</td>
          <td>
            <Link
              to={`/giocatori/${slug}/bilancio/${row.competitionSeasonId}`}
              aria-label={`${t.record} ${row.competition.name} ${row.season.name}`}
            >
              {t.record}
            </Link>
          </td>
        </tr>
      ))}
    </FigureFrame>
  );
}
