import { IMAGE_SIZES, type TeamSearchResult } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { ResultImage } from './ResultImage.tsx';
import { ResultLink } from './ResultLink.ts';
import type { ChooseResult } from './SearchResults.tsx';

/** SPEC §2: the team's image (40 px), name and country. */
export function TeamResult({ team, onChoose }: { team: TeamSearchResult; onChoose: ChooseResult }) {
  const { links } = usePallone();
  const href = links.team(team);
  return (
    <ResultLink href={href} onClick={(event) => onChoose(href, event)}>
      <ResultImage image={team.image} size={IMAGE_SIZES.teamResult} placeholder="shield" />
      <span>
        {team.name}
        {team.country && <small>{team.country.name}</small>}
      </span>
    </ResultLink>
  );
}
