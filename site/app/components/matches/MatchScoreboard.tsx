import { Link } from 'react-router';
import { styled } from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { TeamImage, useLiveStream, usePallone } from '@pallone/widgets';
import {
  formatMatchDate,
  formatMatchTime,
  liveRefetchInterval,
  matchQuery,
  matchResultParts,
  type Match,
} from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';
import { LiveStatus } from './LiveStatus.tsx';

const Board = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  gap: 12px;
  align-items: center;
  text-align: center;
  font-size: 18px;
  strong {
    font-size: 32px;
    font-variant-numeric: tabular-nums;
  }
  [data-part='side'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
  }
  [data-part='score'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
  }
`;

const When = styled.p`
  text-align: center;
`;

/** A side of the header: the team's picture (SPEC §9's 40 px; the shield for a placeholder) over its name. */
const team = (side: Match['homeTeam'], name: string) => (
  <span data-part="side">
    <TeamImage image={side?.image ?? null} size={40} />
    {side ? <Link to={`/squadre/${side.pallonecomSlug}`}>{name}</Link> : name}
  </span>
);

/**
 * The match page's header: teams, score (after extra time, marked, with the shoot-out; the current one while live, with "Live" or "Replay" and the running
 * minute), kick-off and venue. It reads the match query the loader filled, which the page's live stream patches
 * (issue #11) while the match is not over; with `poll` (no timeline on the page) it refetches every 15 s itself
 * while the match is live and the stream is down.
 */
export function MatchScoreboard({ match: loaded, poll }: { match: Match; poll: boolean }) {
  const { client } = usePallone();
  const streaming = useLiveStream(loaded.ended ? null : { matchIds: [loaded.id] }) === 'open';
  const { data: match } = useQuery({
    ...matchQuery(client, loaded.id),
    initialData: loaded,
    refetchInterval: poll && !streaming ? (query) => liveRefetchInterval(query.state.data) : false,
    refetchIntervalInBackground: false,
  });
  const { language } = useSite();
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  const result = matchResultParts(match, language, ' : ');
  const marks = [result?.afterExtraTime, result?.penalties].filter(Boolean).join(' ');
  return (
    <>
      <Board>
        {team(match.homeTeam, home)}
        <span data-part="score">
          <strong>{result?.score ?? '- : -'}</strong>
          {marks && <small data-part="result-marks">{marks}</small>}
          <LiveStatus match={match} />
        </span>
        {team(match.awayTeam, away)}
      </Board>
      <When>
        <time dateTime={match.date}>
          {formatMatchDate(match.date)} {match.hasTime ? formatMatchTime(match.date) : ''}
        </time>
        {match.venue ? ` · ${match.venue}` : ''}
      </When>
    </>
  );
}
