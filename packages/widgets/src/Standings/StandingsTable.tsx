import { styled } from 'styled-components';
import type { StandingRow } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { visuallyHidden } from '../states/visuallyHidden.ts';
import { FormBadges } from './FormBadges.tsx';
import type { StandingsMessages } from './standingsMessages.ts';
import { zoneAt, type StandingsZone } from './standingsZones.ts';
import { TeamBadge } from './TeamBadge.tsx';
import { zoneColors } from './zoneColors.ts';

const Scroll = styled.div`
  container-type: inline-size;
  overflow-x: auto;
`;

// Each number's column is as wide as its usual widest value from the first row on (two digits; the difference a sign
// and two; the goals two and two), so a table painted before its last rows arrive (a slow network or phone) does not
// widen its columns, and move the names, as "10" to "20" come in.
// Narrow widgets (320 px phones, side columns) keep position, team, played, difference and points.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: 6px 4px;
    text-align: center;
    white-space: nowrap;
    border-bottom: 1px solid var(--p-border);
  }
  thead th {
    font-size: 12px;
    font-weight: 600;
    color: var(--p-muted);
  }
  tbody tr {
    ${zoneColors}
  }
  tbody tr[data-zone] td:first-child {
    box-shadow: inset 4px 0 0 var(--zone-color);
  }
  th[scope='row'],
  thead th[data-column='team'] {
    width: 100%;
    max-width: 0;
    text-align: left;
    font-weight: 500;
  }
  th[scope='row'] a {
    display: flex;
    align-items: center;
    gap: 8px;
    text-decoration: none;
  }
  th[scope='row'] a span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  th[scope='row'] a:hover {
    text-decoration: underline;
  }
  td[data-column='points'] {
    font-weight: 700;
  }
  td[data-column] {
    box-sizing: content-box;
    min-width: 2ch;
  }
  td[data-column='difference'] {
    min-width: 3ch;
  }
  td[data-column='goals'] {
    min-width: 5ch;
  }
  td[data-column='form'] {
    min-width: 0;
  }
  th:first-child,
  td:first-child {
    padding-left: 10px;
  }
  th:last-child,
  td:last-child {
    padding-right: 10px;
  }
  @container (max-width: 520px) {
    [data-priority='low'] {
      display: none;
    }
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const COLUMNS = [
  'position',
  'team',
  'played',
  'won',
  'drawn',
  'lost',
  'goals',
  'difference',
  'points',
  'form',
] as const;
const LOW_PRIORITY = new Set<string>(['won', 'drawn', 'lost', 'goals', 'form']);

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export interface StandingsTableProps {
  rows: StandingRow[];
  caption: string;
  zones: StandingsZone[];
  text: StandingsMessages;
}

/** The table: a row per team, the team name as row header, zones marked by `data-zone`, a colour bar and text. */
export function StandingsTable({ rows, caption, zones, text }: StandingsTableProps) {
  const { links } = usePallone();
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                data-column={column}
                data-priority={LOW_PRIORITY.has(column) ? 'low' : undefined}
                title={text.columns[column][1]}
              >
                <span aria-hidden="true">{text.columns[column][0]}</span>
                <Hidden>{text.columns[column][1]}</Hidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const zone = zoneAt(zones, row.position);
            return (
              <tr key={row.team.id} data-zone={zone?.kind}>
                <td data-column="position">
                  {row.position}
                  {zone && <Hidden>, {zone.label ?? text.zones[zone.kind]}</Hidden>}
                </td>
                <th scope="row">
                  <a href={links.team(row.team)}>
                    <TeamBadge image={row.team.image} />
                    <span title={row.team.name}>{row.team.name}</span>
                  </a>
                </th>
                <td data-column="played">{row.played}</td>
                <td data-column="won" data-priority="low">
                  {row.won}
                </td>
                <td data-column="drawn" data-priority="low">
                  {row.drawn}
                </td>
                <td data-column="lost" data-priority="low">
                  {row.lost}
                </td>
                <td data-column="goals" data-priority="low">
                  {row.goalsFor}:{row.goalsAgainst}
                </td>
                <td data-column="difference">{signed(row.goalDifference)}</td>
                <td data-column="points">{row.points}</td>
                <td data-column="form" data-priority="low">
                  <FormBadges form={row.form} text={text} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
