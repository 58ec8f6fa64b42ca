import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import {
  formatMatchDate,
  formatMatchTime,
  matchResultParts,
  matchTab,
  type MatchSearchResult,
  type NewsSearchResult,
  type PlayerSearchResult,
  type TeamSearchResult,
} from '@pallone/core';
import { Card } from '../layout/Page.tsx';
import { useSite } from '../../lib/useSite.ts';

export interface SearchPageResults {
  players: PlayerSearchResult[];
  teams: TeamSearchResult[];
  matches: MatchSearchResult[];
  news: NewsSearchResult[];
}

type SectionKey = keyof SearchPageResults;

/** The spec's order of the four sections (SPEC §2), kept among sections whose best results match as well. */
const SPEC_ORDER: readonly SectionKey[] = ['players', 'teams', 'matches', 'news'];

/** A section's best match tier (decision 019); 0 when empty or untiered (news). */
function bestTier(items: readonly object[]): number {
  const first: { tier?: number } | undefined = items[0];
  return first?.tier ?? 0;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid var(--site-border);
  }
  a {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 2px 8px;
    padding: 8px 0;
    color: var(--site-text);
    text-decoration: none;
    overflow-wrap: break-word;
  }
  a:hover {
    background: var(--site-surface);
  }
  small {
    color: var(--site-muted);
  }
  b {
    font-variant-numeric: tabular-nums;
  }
`;

function MatchRow({ match }: { match: MatchSearchResult }) {
  const { language } = useSite();
  const result = matchResultParts(match, language, ' - ');
  const marks = [result?.afterExtraTime, result?.penalties].filter(Boolean).join(' ');
  return (
    <Link to={`/partite/${match.pallonecomSlug}/${matchTab(match)}`}>
      <span>{match.homeTeam.name}</span>
      <b data-part="score">{result?.score ?? '-'}</b>
      <span>{match.awayTeam.name}</span>
      <small>
        <time dateTime={match.date}>
          {formatMatchDate(match.date)}
          {match.hasTime ? ` ${formatMatchTime(match.date)}` : ''}
        </time>
        {marks && ` · ${marks}`} · {match.competition.name}
      </small>
    </Link>
  );
}

/** A player's or team's row: the name linking to its page, and under it its team or country when known. */
const namedRow = (id: number, to: string, name: string, detail: string | undefined) => (
  <li key={id}>
    <Link to={to}>
      <span>{name}</span>
      {detail !== undefined && <small>{detail}</small>}
    </Link>
  </li>
);

/**
 * The four sections of the results page (/cerca), best-matching section first (the typeahead's rule), each with
 * its results or "Nessun risultato".
 */
export function SearchPageSections({ results }: { results: SearchPageResults }) {
  const { t } = useSite();
  const titles: Record<SectionKey, string> = {
    players: t.players,
    teams: t.teams,
    matches: t.matches,
    news: t.news,
  };
  const rows: Record<SectionKey, () => ReactNode[]> = {
    players: () =>
      results.players.map((player) =>
        namedRow(player.id, `/giocatori/${player.pallonecomSlug}`, player.name, player.currentTeam?.name),
      ),
    teams: () =>
      results.teams.map((team) =>
        namedRow(team.id, `/squadre/${team.pallonecomSlug}`, team.name, team.country?.name),
      ),
    matches: () =>
      results.matches.map((match) => (
        <li key={match.id}>
          <MatchRow match={match} />
        </li>
      )),
    news: () =>
      results.news.map((news) => (
        <li key={news.id}>
          <Link to={`/news/${news.pallonecomSlug}`}>{news.title}</Link>
        </li>
      )),
  };
  const order = [...SPEC_ORDER].sort((a, b) => bestTier(results[b]) - bestTier(results[a]));
  return (
    <>
      {order.map((key) => (
        <Card key={key} aria-labelledby={`cerca-${key}`} data-section={key}>
          <h2 id={`cerca-${key}`}>{titles[key]}</h2>
          {results[key].length === 0 ? <p>{t.noResults}</p> : <List>{rows[key]()}</List>}
        </Card>
      ))}
    </>
  );
}
