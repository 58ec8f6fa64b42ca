import { Link } from 'react-router';
import { styled } from 'styled-components';
import { formatMatchDate, formatMatchTime, matchTab, type Match } from '@pallone/core';
import { LiveStatus } from './LiveStatus.tsx';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-bottom: 1px solid var(--site-border);
  }
  li:last-child {
    border-bottom: 0;
  }
  a {
    display: grid;
    grid-template-columns: 92px minmax(0, 1fr) auto minmax(0, 1fr);
    gap: 8px;
    align-items: center;
    padding: 8px 0;
    color: var(--site-text);
    text-decoration: none;
  }
  a:hover {
    background: var(--site-surface);
  }
  a > [data-part='when'] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
  }
  time {
    font-size: 12px;
    color: var(--site-muted);
  }
  b {
    text-align: center;
    min-width: 48px;
    font-variant-numeric: tabular-nums;
  }
  a > [data-part='team'] {
    /* A long one-word name (Internazionale) must wrap in the narrow team columns of a 375 px phone. */
    overflow-wrap: anywhere;
  }
  a > [data-part='team']:last-child {
    text-align: right;
  }
`;

const score = (match: Match) =>
  match.homeScore !== null && match.awayScore !== null ? `${match.homeScore} - ${match.awayScore}` : '-';

/**
 * Fixtures and results: date DD/MM/YYYY and time (Europe/Rome), teams and score (the current one while live, with
 * the running minute; a replay labelled "Replay"), each linking to its match page.
 */
export function MatchList({ matches }: { matches: readonly Match[] }) {
  return (
    <List>
      {matches.map((match) => (
        <li key={match.id}>
          <Link to={`/partite/${match.pallonecomSlug}/${matchTab(match)}`}>
            <span data-part="when">
              <time dateTime={match.date}>
                {formatMatchDate(match.date)}
                {match.hasTime ? ` ${formatMatchTime(match.date)}` : ''}
              </time>
              <LiveStatus match={match} />
            </span>
            <span data-part="team">{match.homeTeam?.name ?? match.homeName}</span>
            <b>{score(match)}</b>
            <span data-part="team">{match.awayTeam?.name ?? match.awayName}</span>
          </Link>
        </li>
      ))}
    </List>
  );
}
