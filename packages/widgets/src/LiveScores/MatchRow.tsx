import { styled } from 'styled-components';
import { matchTab, type Language, type Match } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { liveScoresMessages } from './liveScoresMessages.ts';
import { matchDisplay } from './matchDisplay.ts';
import { visuallyHidden } from '../states/visuallyHidden.ts';

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

const Badge = styled.span`
  align-self: flex-start;
  padding: 0 6px;
  border-radius: 4px;
  font-size: 11px;
  font-weight: 700;
  text-transform: uppercase;
  color: #fff;
  background: var(--p-live);
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

/** One match as a link: live or ended → diretta-live, otherwise statistiche (SPEC §4). */
export function MatchRow({ match, language, timeZone, headingDate }: MatchRowProps) {
  const { links } = usePallone();
  const text = liveScoresMessages[language];
  const display = matchDisplay(match, language, timeZone);
  const showDate = display.date !== headingDate;
  const time = display.time ?? (
    <>
      <span aria-hidden="true">—</span>
      <Hidden>{text.timeToBeConfirmed}</Hidden>
    </>
  );
  const status = display.showsTime ? time : (display.label ?? time);
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
    <Link href={links.match(match, matchTab(match))} data-state={display.state}>
      <Team data-side="home">{display.home}</Team>
      <Hidden> {score} </Hidden>
      <Team data-side="away">{display.away}</Team>
      <Goals data-side="home" aria-hidden="true">
        {display.score?.home}
      </Goals>
      <Goals data-side="away" aria-hidden="true">
        {display.score?.away}
      </Goals>
      <Status data-state={display.state}>
        {display.state === 'live' && <Badge>{text.live}</Badge>}
        <span>{status}</span>
        {showDate && <span>{display.date}</span>}
      </Status>
      {note && <Note>{note}</Note>}
    </Link>
  );
}
