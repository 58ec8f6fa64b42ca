import { IMAGE_SIZES, type PlayerSearchResult } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { ResultImage } from './ResultImage.tsx';
import { ResultLink } from './ResultLink.ts';
import type { ChooseResult } from './SearchResults.tsx';

/** SPEC §2: the player's image (42 px), name and current team name. */
export function PlayerResult({ player, onChoose }: { player: PlayerSearchResult; onChoose: ChooseResult }) {
  const { links } = usePallone();
  const href = links.player(player);
  return (
    <ResultLink href={href} onClick={(event) => onChoose(href, event)}>
      <ResultImage image={player.image} size={IMAGE_SIZES.playerResult} placeholder="person" shape="round" />
      <span>
        {player.name}
        {player.currentTeam && <small>{player.currentTeam.name}</small>}
      </span>
    </ResultLink>
  );
}
