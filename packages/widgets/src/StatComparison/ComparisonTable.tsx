import { styled } from 'styled-components';
import type { Language } from '@pallone/core';
import { visuallyHidden } from '../states/visuallyHidden.ts';
import type { ComparisonRow } from './comparisonRows.ts';
import { statComparisonMessages } from './statComparisonMessages.ts';

// A third of a phone is too narrow for "Internazionale": the names move to the legend above, whole.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: 8px 12px;
    vertical-align: middle;
  }
  thead th {
    font-size: 12px;
    color: var(--p-muted);
    background: var(--p-surface);
  }
  thead th:first-child,
  tbody td:first-child {
    text-align: start;
  }
  thead th:last-child,
  tbody td:last-child {
    text-align: end;
  }
  thead th:nth-child(2) {
    width: 50%;
  }
  tbody tr + tr {
    border-top: 1px solid var(--p-border);
  }
  tbody td {
    font-weight: 400;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 400;
    text-align: center;
  }
  @container pallone-stats (max-width: 479px) {
    th,
    td {
      padding: 8px 6px;
    }
    thead th:nth-child(2) {
      width: 40%;
    }
    thead th:first-child > span,
    thead th:last-child > span {
      ${visuallyHidden}
    }
  }
`;

/** The two teams over the table on a narrow widget, each on its half; the table's headers name them for readers. */
const Legend = styled.p`
  display: none;
  margin: 0;
  padding: 8px 6px 0;
  font-size: 12px;
  font-weight: 600;
  color: var(--p-muted);
  justify-content: space-between;
  gap: 12px;
  span:last-child {
    text-align: end;
  }
  @container pallone-stats (max-width: 479px) {
    display: flex;
  }
`;

const Frame = styled.div`
  container: pallone-stats / inline-size;
`;

const Unit = styled.span`
  color: var(--p-muted);
  font-size: 12px;
`;

const Bar = styled.span`
  display: flex;
  height: 6px;
  margin-top: 6px;
  border-radius: 3px;
  overflow: hidden;
  background: var(--p-skeleton);
  span:first-child {
    background: var(--p-brand);
  }
  span:last-child {
    margin-inline-start: auto;
    background: var(--p-muted);
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** One team's value; the better of the two is bold and followed by a hidden "(migliore)" for screen readers. */
function ValueCell({
  row,
  side,
  better,
  missing,
}: {
  row: ComparisonRow;
  side: 0 | 1;
  better: string;
  missing: string;
}) {
  const value = row.values[side] ?? missing;
  if (row.better !== side) return <td>{value}</td>;
  return (
    <td data-better="">
      <strong>{value}</strong>
      <Hidden>{better}</Hidden>
    </td>
  );
}

const percent = (share: number) => `${Math.round(share * 100) / 100}%`;

export interface TeamNames {
  name: string;
  /** A short name for the column header ("Inter"), when the data has one. */
  shortName?: string | null | undefined;
}

export interface ComparisonTableProps {
  rows: ComparisonRow[];
  teams: [TeamNames, TeamNames];
  language: Language;
}

/** Each parameter a row: both values, its name and unit as row header, a two-sided bar (hidden from readers). */
export function ComparisonTable({ rows, teams, language }: ComparisonTableProps) {
  const text = statComparisonMessages[language];
  const [first, second] = teams;
  return (
    <Frame>
      <Legend aria-hidden="true">
        <span>{first.shortName ?? first.name}</span>
        <span>{second.shortName ?? second.name}</span>
      </Legend>
      <Table>
        <caption>{text.caption(first.name, second.name)}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span>{first.shortName ?? first.name}</span>
            </th>
            <th scope="col">{text.statistic}</th>
            <th scope="col">
              <span>{second.shortName ?? second.name}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-code={row.code}>
              <ValueCell row={row} side={0} better={text.better} missing={text.missing} />
              <th scope="row">
                {row.unit ? `${row.name} ` : row.name}
                {row.unit && <Unit>({row.unit})</Unit>}
                <Bar aria-hidden="true" data-shares={`${percent(row.shares.a)} ${percent(row.shares.b)}`}>
                  <span style={{ width: percent(row.shares.a) }} />
                  <span style={{ width: percent(row.shares.b) }} />
                </Bar>
              </th>
              <ValueCell row={row} side={1} better={text.better} missing={text.missing} />
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
