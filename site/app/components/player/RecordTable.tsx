import type { Labels } from '../../i18n/labels.ts';
import { FigureFrame } from './FigureFrame.tsx';
import type { ResultRecord } from '@pallone/core';

/** A team's results as one row: played, won, drawn, lost, goals for and against. */
export function RecordTable({ record, caption, t }: { record: ResultRecord; caption: string; t: Labels }) {
  const columns: [string, number][] = [
    [t.played, record.played],
    [t.won, record.won],
    [t.drawn, record.drawn],
    [t.lost, record.lost],
    [t.goalsFor, record.goalsFor],
    [t.goalsAgainst, record.goalsAgainst],
  ];
  return (
    <FigureFrame label={caption} caption={caption} columns={columns.map(([label]) => label)}>
      <tr>
        {columns.map(([label, value]) => (
          <td key={label}>{value}</td>
        ))}
      </tr>
    </FigureFrame>
  );
}
