import { styled } from 'styled-components';
import type { StandingsMessages } from './standingsMessages.ts';
import type { StandingsZone } from './standingsZones.ts';
import { zoneColors } from './zoneColors.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  margin: 0;
  padding: 10px 12px;
  list-style: none;
  font-size: 12px;
  color: var(--p-muted);
`;

const Item = styled.li`
  ${zoneColors}
  display: flex;
  align-items: center;
  gap: 6px;
  &::before {
    content: '';
    width: 4px;
    height: 14px;
    border-radius: 2px;
    background: var(--zone-color);
  }
`;

/** The zones in words: positions and meaning, so the colour bar is never the only cue. */
export function ZoneLegend({
  zones,
  rows,
  text,
}: {
  zones: StandingsZone[];
  rows: number;
  text: StandingsMessages;
}) {
  const shown = zones.filter((zone) => zone.from <= rows);
  if (shown.length === 0) return null;
  return (
    <List aria-label={text.legend}>
      {shown.map((zone) => (
        <Item key={`${zone.from}-${zone.kind}`} data-zone={zone.kind}>
          {text.positions(zone.from, Math.min(zone.to, rows))} {zone.label ?? text.zones[zone.kind]}
        </Item>
      ))}
    </List>
  );
}
