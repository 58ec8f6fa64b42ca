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
import { TeamImage } from '@pallone/widgets';
import { useSite } from '../../lib/useSite.ts';
import { LiveStatus } from './LiveStatus.tsx';
import { ruledRows } from '../layout/listStyles.ts';

// Too narrow for four columns (a phone, a sidebar): the date on its own line, then each team on a line of its own
// beside the score, so a name wraps between words and never mid-word (issue #15, point 4).
const List = styled.ul`
  ${ruledRows}
  container-type: inline-size;
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
  a > [data-part='team']:last-child {
    text-align: right;
  }
  a > [data-part='team'] > img {
    margin-inline-end: 6px;
  }
  @container (max-width: 479px) {
    a {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas:
        'when when'
        'home result'
        'away result';
      row-gap: 2px;
    }
    a > [data-part='when'] {
      grid-area: when;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 8px;
    }
    a > [data-part='team'] {
      grid-area: home;
    }
    a > [data-part='team']:last-child {
      grid-area: away;
      text-align: left;
    }
    [data-part='result'] {
      grid-area: result;
    }
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
            <span data-part="team">
              <TeamImage image={match.homeTeam?.image ?? null} size={20} />
              {match.homeTeam?.name ?? match.homeName}
            </span>
            <Result match={match} language={language} />
            <span data-part="team">
              <TeamImage image={match.awayTeam?.image ?? null} size={20} />
              {match.awayTeam?.name ?? match.awayName}
            </span>
          </Link>
        </li>
      ))}
    </List>
  );
}
