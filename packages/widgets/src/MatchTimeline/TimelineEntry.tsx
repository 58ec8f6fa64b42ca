import { styled } from 'styled-components';
import type { Language } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { visuallyHidden } from '../states/visuallyHidden.ts';
import { EventIcon, iconKind } from './EventIcon.tsx';
import { matchTimelineMessages } from './matchTimelineMessages.ts';
import type { TimelineItem } from './timelineItems.ts';

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 64px minmax(0, 1fr);
  align-items: center;
  padding: 6px 12px;
  &[data-period-start] {
    border-top: 1px dashed var(--p-border);
  }
  @container pallone-timeline (max-width: 479px) {
    grid-template-columns: 56px minmax(0, 1fr);
  }
`;

const Minute = styled.span`
  grid-column: 2;
  grid-row: 1;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: var(--p-muted);
  @container pallone-timeline (max-width: 479px) {
    grid-column: 1;
    text-align: start;
  }
`;

const Body = styled.span`
  grid-row: 1;
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  li[data-side='home'] > & {
    grid-column: 1;
    flex-direction: row-reverse;
    text-align: end;
  }
  li[data-side='away'] > &,
  li[data-side='none'] > & {
    grid-column: 3;
  }
  @container pallone-timeline (max-width: 479px) {
    li[data-side] > & {
      grid-column: 2;
      flex-direction: row;
      text-align: start;
    }
  }
`;

const Player = styled.span`
  overflow-wrap: anywhere;
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const TeamMarker = styled.span`
  ${visuallyHidden}
  @container pallone-timeline (max-width: 479px) {
    position: static;
    width: auto;
    height: auto;
    margin: 0 0 0 auto;
    padding: 0 6px;
    clip: auto;
    overflow: visible;
    font-size: 11px;
    color: var(--p-muted);
    border: 1px solid var(--p-border);
    border-radius: 4px;
  }
`;

/** One event: minute, icon with its text, player, and the team (a visible marker on narrow screens). */
export function TimelineEntry({ item, language }: { item: TimelineItem; language: Language }) {
  const { links } = usePallone();
  const text = matchTimelineMessages[language];
  const kind = iconKind(item);
  return (
    <Item data-side={item.side} data-type={kind} data-period-start={item.startsPeriod ? '' : undefined}>
      <Minute>{item.minuteLabel || '–'}</Minute>
      <Body>
        <EventIcon kind={kind} label={text.icons[kind]} />
        <Player>
          {item.player ? <a href={links.player(item.player)}>{item.message}</a> : item.message}
          {item.penalty && item.type === 'goal' ? ` ${text.penalty}` : null}
        </Player>
        {item.teamName && <TeamMarker>{item.teamName}</TeamMarker>}
      </Body>
    </Item>
  );
}
