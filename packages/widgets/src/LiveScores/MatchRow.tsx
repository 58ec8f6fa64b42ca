import { styled } from 'styled-components';
import { matchTab, type Language, type Match } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { liveScoresMessages } from './liveScoresMessages.ts';
import { matchDisplay } from './matchDisplay.ts';
import { matchLabel } from './matchLabel.ts';

const Link = styled.a`
  display: grid;
  grid-template-columns: 76px minmax(0, 1fr) auto;
  column-gap: 10px;
  align-items: center;
  padding: 8px 12px;
  text-decoration: none;
  &:hover {
    background: var(--p-surface);
  }
`;

const Status = styled.span`
  grid-row: span 2;
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
`;

const Goals = styled.span`
  min-width: 1.5em;
  text-align: end;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.span`
  grid-column: 2 / 4;
  font-size: 12px;
  color: var(--p-muted);
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
  const time = display.time ?? '—';
  const status = display.showsTime ? time : (display.label ?? time);
  const note =
    display.state === 'unavailable'
      ? display.label
      : display.penalties
        ? `(${display.penalties} ${text.penaltiesShort})`
        : null;
  return (
    <Link
      href={links.match(match, matchTab(match))}
      aria-label={matchLabel(display, language, showDate)}
      data-state={display.state}
    >
      <Status data-state={display.state}>
        {display.state === 'live' && <Badge>{text.live}</Badge>}
        <span>{status}</span>
        {showDate && <span>{display.date}</span>}
      </Status>
      <Team>{display.home}</Team>
      <Goals>{display.score?.home}</Goals>
      <Team>{display.away}</Team>
      <Goals>{display.score?.away}</Goals>
      {note && <Note>{note}</Note>}
    </Link>
  );
}
