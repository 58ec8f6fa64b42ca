import type { ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { matchTab, type Language, type Match } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { liveScoresMessages } from './liveScoresMessages.ts';
import { matchDisplay, type MatchDisplay } from './matchDisplay.ts';
import { visuallyHidden } from '../states/visuallyHidden.ts';
import { LiveBadge, LiveClock, ReplayBadge } from '../live/liveMarks.ts';
import { useGoalFlash } from '../live/useGoalFlash.ts';
import { useLiveRedCards } from '../live/liveRedCards.ts';
import { useTickingMinute } from '../live/useTickingMinute.ts';
import { RedCards } from './RedCards.tsx';

const goalFlash = keyframes`
  0%, 100% { background: var(--p-goal, #fff4c2); }
  50% { background: transparent; }
`;

const Link = styled.a`
  display: grid;
  grid-template-columns: 76px minmax(0, 1fr) auto;
  grid-template-areas:
    'status home home-goals'
    'status away away-goals'
    '. note note';
  column-gap: 10px;
  align-items: center;
  padding: 8px 12px;
  text-decoration: none;
  &:hover {
    background: var(--p-surface);
  }
  /* A goal: the row is highlighted for a few seconds; it flashes only for visitors who accept motion. */
  &[data-goal] {
    background: var(--p-goal, #fff4c2);
  }
  @media (prefers-reduced-motion: no-preference) {
    &[data-goal] {
      animation: ${goalFlash} 1s ease-in-out 3;
    }
  }
`;

const Status = styled.span`
  grid-area: status;
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: 12px;
  color: var(--p-muted);
  overflow-wrap: anywhere;
  &[data-state='live'] {
    color: var(--p-live);
    font-weight: 600;
  }
`;

const Team = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-side='home'] {
    grid-area: home;
  }
  &[data-side='away'] {
    grid-area: away;
  }
`;

const Goals = styled.span`
  min-width: 1.5em;
  text-align: end;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  &[data-side='home'] {
    grid-area: home-goals;
  }
  &[data-side='away'] {
    grid-area: away-goals;
  }
`;

const Note = styled.span`
  grid-area: note;
  font-size: 12px;
  color: var(--p-muted);
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface MatchRowProps {
  match: Match;
  language: Language;
  timeZone: string;
  /** The heading's DD/MM/YYYY: a match on another day in the zone shows its own date. */
  headingDate: string;
}

/** The kick-off time, the live clock (red, a running minute pulsing) or the status word. */
function statusText(display: MatchDisplay, time: ReactNode): ReactNode {
  if (display.showsTime) return time;
  if (display.state !== 'live') return display.label ?? time;
  return <LiveClock data-running={display.running || undefined}>{display.label}</LiveClock>;
}

/**
 * One match as a link: live or ended → diretta-live, otherwise statistiche (SPEC §4). A live match shows a "Live"
 * badge and its running minute; a replay shows "Replay" instead, whatever its status.
 */
export function MatchRow({ match: sent, language, timeZone, headingDate }: MatchRowProps) {
  const { links } = usePallone();
  const text = liveScoresMessages[language];
  const match = useTickingMinute(sent);
  const goal = useGoalFlash(match);
  const redCards = useLiveRedCards(match.id);
  const display = matchDisplay(match, language, timeZone);
  const showDate = display.date !== headingDate;
  const time = display.time ?? (
    <>
      <span aria-hidden="true">—</span>
      <Hidden>{text.timeToBeConfirmed}</Hidden>
    </>
  );
  const status = statusText(display, time);
  const note =
    display.state === 'unavailable'
      ? display.label
      : display.penalties
        ? `(${display.penalties} ${text.penaltiesShort})`
        : null;
  const score = display.score ? `${display.score.home}-${display.score.away}` : '-';
  // Read as "Genoa CFC 1-0 US Salernitana 1919 Finale": the DOM order is the reading order, the grid places
  // the status on the left and each team's goals on its line (shown to the eye, read once as "1-0").
  return (
    <Link
      href={links.match(match, matchTab(match))}
      data-state={display.state}
      data-replay={display.replay || undefined}
      data-goal={goal || undefined}
    >
      <Team data-side="home">
        {display.home}
        <RedCards count={redCards[match.homeTeam?.id ?? -1]?.length ?? 0} label={text.redCards} />
      </Team>
      <Hidden> {score} </Hidden>
      <Team data-side="away">
        {display.away}
        <RedCards count={redCards[match.awayTeam?.id ?? -1]?.length ?? 0} label={text.redCards} />
      </Team>
      <Goals data-side="home" aria-hidden="true">
        {display.score?.home}
      </Goals>
      <Goals data-side="away" aria-hidden="true">
        {display.score?.away}
      </Goals>
      <Status data-state={display.state}>
        {display.replay ? (
          <ReplayBadge>{text.replay}</ReplayBadge>
        ) : (
          display.state === 'live' && <LiveBadge>{text.live}</LiveBadge>
        )}
        <span>{status}</span>
        {showDate && <span>{display.date}</span>}
      </Status>
      {note && <Note>{note}</Note>}
    </Link>
  );
}
