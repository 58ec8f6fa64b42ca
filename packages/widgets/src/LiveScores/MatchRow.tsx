import type { ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { matchTab, matchWinner, shortTeamName, type Language, type Match } from '@pallone/core';
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

/**
 * A compact row (decision 037): time or minute | crest and name, one line per team | the goals right beside the
 * names (the names' column is capped, so a wide widget never puts the score far from them). The parts are plain
 * elements styled from here, told apart by data attributes.
 * - The status comes first on screen (the first column, spanning both team lines) but last in the reading order.
 *   Every part has its column, so a row painted before its status has arrived (a slow network or phone) already
 *   has its names where they stay: with the status placed by `order` alone, the names took its column for that
 *   frame and jumped right once it came (a layout shift seen on the home page).
 * - A goal highlights the row for a few seconds; it flashes only for visitors who accept motion.
 * - Once a match is over the winner's name and goals are bold (core's matchWinner: the shoot-out decides a draw).
 * - The official name stays for screen readers; a narrow list (under 400 px) shows the short one to the eye.
 */
const Row = styled.a`
  display: grid;
  grid-template-columns: 60px minmax(0, 20em) auto;
  justify-content: start;
  column-gap: 10px;
  align-items: center;
  padding: 8px 12px;
  text-decoration: none;
  &:hover {
    background: var(--p-surface);
  }
  &[data-goal] {
    background: var(--p-goal, #fff4c2);
  }
  @media (prefers-reduced-motion: no-preference) {
    &[data-goal] {
      animation: ${goalFlash} 1s ease-in-out 3;
    }
  }
  [data-team] {
    grid-column: 2;
    display: flex;
    align-items: center;
    gap: 6px;
  }
  img,
  i {
    flex: none;
    width: 18px;
    height: 18px;
    object-fit: contain;
  }
  [data-cards] {
    display: flex;
    gap: 2px;
  }
  b {
    width: 8px;
    height: 11px;
    border-radius: 1px;
    background: #d62828;
  }
  [data-full],
  [data-short] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-goals] {
    grid-column: 3;
    min-width: 2ch;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  [data-winner] {
    font-weight: 700;
  }
  [data-status] {
    grid-column: 1;
    grid-row: 1 / span 2;
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 12px;
    color: var(--p-muted);
    overflow-wrap: anywhere;
  }
  small {
    grid-column: 2 / 4;
    font-size: 12px;
    color: var(--p-muted);
  }
  [data-hidden] {
    ${visuallyHidden}
  }
  [data-short] {
    display: none;
  }
  @container pallone-scores (max-width: 399px) {
    [data-short] {
      display: block;
    }
    [data-short] + [data-full] {
      ${visuallyHidden}
    }
  }
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
  const { links, imageBase } = usePallone();
  const text = liveScoresMessages[language];
  const match = useTickingMinute(sent);
  const goal = useGoalFlash(match);
  const redCards = useLiveRedCards(match.id);
  const display = matchDisplay(match, language, timeZone);
  const winner = matchWinner(match);
  const showDate = display.date !== headingDate;
  const time = display.time ?? (
    <>
      <span aria-hidden="true">—</span>
      <span data-hidden="">{text.timeToBeConfirmed}</span>
    </>
  );
  const note =
    display.state === 'unavailable'
      ? display.label
      : display.penalties
        ? `(${display.penalties} ${text.penaltiesShort})`
        : null;
  const score = display.score ? `${display.score.home}-${display.score.away}` : '-';
  // A side: its crest at a fixed size (no layout shift; decorative beside the name, an empty box without one), its
  // official name and the short one a narrow list shows instead (hidden from readers), its red cards.
  const team = (side: 'home' | 'away') => {
    // The API's team pictures are root-relative paths (decision 022: a crest upload or the generated badge).
    const crest = match[`${side}Team`]?.image?.path;
    const name = display[side];
    // The data's short name (Inter, Tottenham) where it has one, else the official name without its initials.
    const short = match[`${side}Team`]?.shortName ?? shortTeamName(name);
    return (
      <span data-team={side} data-winner={winner === side || undefined}>
        {crest ? <img src={imageBase + crest} alt="" width={18} height={18} loading="lazy" /> : <i />}
        {short !== name && (
          <span data-short="" aria-hidden="true">
            {short}
          </span>
        )}
        <span data-full="">{name}</span>
        <RedCards count={redCards[match[`${side}Team`]?.id ?? -1]?.length ?? 0} label={text.redCards} />
      </span>
    );
  };
  const goals = (side: 'home' | 'away') => (
    <span data-goals={side} data-winner={winner === side || undefined} aria-hidden="true">
      {display.score?.[side]}
    </span>
  );
  // Read as "Genoa CFC 1-0 US Salernitana 1919 Finale": the DOM order is the reading order; each team's goals
  // follow its line for the grid (shown to the eye, hidden from readers, who hear the score once as "1-0").
  return (
    <Row
      href={links.match(match, matchTab(match))}
      data-state={display.state}
      data-replay={display.replay || undefined}
      data-goal={goal || undefined}
    >
      {team('home')}
      {goals('home')}
      <span data-hidden=""> {score} </span>
      {team('away')}
      {goals('away')}
      <span data-status="">
        {display.replay ? (
          <ReplayBadge>{text.replay}</ReplayBadge>
        ) : (
          display.state === 'live' && <LiveBadge>{text.live}</LiveBadge>
        )}
        <span>{statusText(display, time)}</span>
        {showDate && <span>{display.date}</span>}
      </span>
      {note && <small>{note}</small>}
    </Row>
  );
}
