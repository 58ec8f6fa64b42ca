import { Fragment } from 'react';
import { styled } from 'styled-components';
import type { Language } from '@pallone/core';
import { EventIcon } from './EventIcon.tsx';
import { matchTimelineMessages } from './matchTimelineMessages.ts';
import { PlayerName } from './PlayerName.tsx';
import type { TimelineItem } from './timelineItems.ts';
import type { SubstitutionRow } from './timelineSections.ts';
import { Body, Item, Minute, Player, TeamMarker } from './timelineRowStyles.ts';

const Off = styled(Player)`
  color: var(--p-muted);
  a {
    color: inherit;
  }
`;

function Names({ items }: { items: TimelineItem[] }) {
  return items.map((item, index) => (
    <Fragment key={item.id}>
      {index > 0 && ', '}
      <PlayerName item={item} />
    </Fragment>
  ));
}

/** One team's change at one minute in one row: ↑ who came on, ↓ who went off (each with its icon's text). */
export function SubstitutionEntry({ row, language }: { row: SubstitutionRow; language: Language }) {
  const text = matchTimelineMessages[language];
  return (
    <Item data-side={row.side} data-type="substitution">
      <Minute>{row.minuteLabel || '–'}</Minute>
      <Body>
        {row.on.length > 0 && (
          <>
            <EventIcon kind="substitute-in" label={text.icons['substitute-in']} />
            <Player>
              <Names items={row.on} />
            </Player>
          </>
        )}
        {row.off.length > 0 && (
          <>
            <EventIcon kind="substitute-out" label={text.icons['substitute-out']} />
            <Off>
              <Names items={row.off} />
            </Off>
          </>
        )}
        {row.teamName && <TeamMarker>{row.teamName}</TeamMarker>}
      </Body>
    </Item>
  );
}
