import type { Language } from '@pallone/core';
import { EventIcon, iconKind } from './EventIcon.tsx';
import { matchTimelineMessages } from './matchTimelineMessages.ts';
import { PlayerName } from './PlayerName.tsx';
import type { TimelineItem } from './timelineItems.ts';
import { Body, Item, Minute, Player, TeamMarker } from './timelineRowStyles.ts';

/** One event: minute, icon with its text, player, and the team (a visible marker on narrow screens). */
export function TimelineEntry({ item, language }: { item: TimelineItem; language: Language }) {
  const text = matchTimelineMessages[language];
  const kind = iconKind(item);
  return (
    <Item data-side={item.side} data-type={kind}>
      <Minute>{item.minuteLabel || '–'}</Minute>
      <Body>
        <EventIcon kind={kind} label={text.icons[kind]} />
        <Player>
          <PlayerName item={item} />
          {item.penalty && item.type === 'goal' ? ` ${text.penalty}` : null}
        </Player>
        {item.teamName && <TeamMarker>{item.teamName}</TeamMarker>}
      </Body>
    </Item>
  );
}
