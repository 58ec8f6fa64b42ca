import { usePallone } from '../provider/usePallone.ts';
import type { TimelineItem } from './timelineItems.ts';

/** An event's player, a link to the player's page when the data knows the player. */
export function PlayerName({ item }: { item: TimelineItem }) {
  const { links } = usePallone();
  return item.player ? <a href={links.player(item.player)}>{item.message}</a> : item.message;
}
