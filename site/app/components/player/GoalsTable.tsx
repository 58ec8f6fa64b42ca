import { Link } from 'react-router';
import type { Labels } from '../../i18n/labels.ts';
import { FigureFrame } from './FigureFrame.tsx';

export interface GoalsRow {
  competitionSeason: { id: number; competition: { name: string }; season: { name: string } };
  team: { name: string; pallonecomSlug: string } | null;
  goals: number;
  penalties: number;
  ownGoals: number;
}

/** Goals by competition season (from match events), each linking to the player's bilancio there. */
export function GoalsTable({ slug, rows, t }: { slug: string; rows: readonly GoalsRow[]; t: Labels }) {
  return (
    <FigureFrame label={t.goals} columns={[t.competitions, t.team, t.goals, t.penalties, t.ownGoals]}>
      {rows.map((row) => {
        const name = `${row.competitionSeason.competition.name} ${row.competitionSeason.season.name}`;
        return (
          <tr key={row.competitionSeason.id}>
            <td>
              <Link to={`/giocatori/${slug}/bilancio/${row.competitionSeason.id}`}>{name}</Link>
            </td>
            <td>{row.team ? <Link to={`/squadre/${row.team.pallonecomSlug}`}>{row.team.name}</Link> : ''}</td>
            <td>{row.goals}</td>
            <td>{row.penalties}</td>
            <td>{row.ownGoals}</td>
          </tr>
        );
      })}
    </FigureFrame>
  );
}
