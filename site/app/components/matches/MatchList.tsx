import { Link } from 'react-router';
import { styled } from 'styled-components';
import {
  formatMatchDate,
  formatMatchTime,
  matchResultParts,
  matchTab,
  type Language,
  type Match,
} from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';
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
  [data-part='result'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    min-width: 48px;
  }
  b {
    font-variant-numeric: tabular-nums;
  }
  [data-part='result'] small {
    font-size: 11px;
    color: var(--site-muted);
    white-space: nowrap;
  }
  a > [data-part='team'] {
    /* A long one-word name (Internazionale) must wrap in the narrow team columns of a 375 px phone. */
    overflow-wrap: anywhere;
  }
  a > [data-part='team']:last-child {
    text-align: right;
  }
`;

/** The score, and under it the marks of extra time and the shoot-out ("d.t.s. (4-2 d.c.r.)"), small. */
function Result({ match, language }: { match: Match; language: Language }) {
  const result = matchResultParts(match, language, ' - ');
  const marks = [result?.afterExtraTime, result?.penalties].filter(Boolean).join(' ');
  return (
    <span data-part="result">
      <b>{result?.score ?? '-'}</b>
      {marks && <small>{marks}</small>}
    </span>
  );
}

/**
 * Fixtures and results: date DD/MM/YYYY and time (Europe/Rome), teams and result (the current score while live, with
 * the running minute; after extra time marked, with the shoot-out: core matchResultParts; a replay labelled "Replay"),
 * each linking to its match page.
 */
export function MatchList({ matches }: { matches: readonly Match[] }) {
  const { language } = useSite();
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
            <Result match={match} language={language} />
            <span data-part="team">{match.awayTeam?.name ?? match.awayName}</span>
          </Link>
        </li>
      ))}
    </List>
  );
}
