import { styled } from 'styled-components';
import { formatMatchDate, IMAGE_SIZES, matchTab, type MatchSearchResult } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { teamFallbackImage } from './fallbackImages.ts';
import { ResultImage } from './ResultImage.tsx';
import { ResultLink } from './ResultLink.ts';
import type { ChooseResult } from './SearchResults.tsx';

const Line = styled.span`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 8px;
  flex: 1;
  min-width: 0;
  [data-side] {
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  [data-side='away'] {
    flex-direction: row-reverse;
    text-align: right;
  }
  [data-score] {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
`;

const score = (value: number | null) => (value === null ? '-' : String(value));

/** SPEC §2: both team icons (35 px), the scores and the date (DD/MM/YYYY). Only called with both teams. */
export function MatchResult({ match, onChoose }: { match: MatchSearchResult; onChoose: ChooseResult }) {
  const { links, timeZone } = usePallone();
  const href = links.match(match, matchTab(match));
  const icon = IMAGE_SIZES.matchResultTeamIcon;
  return (
    <ResultLink href={href} onClick={(event) => onChoose(href, event)}>
      <Line>
        <span data-side="home">
          <ResultImage image={match.homeTeam.image} size={icon} fallback={teamFallbackImage} />
          {match.homeTeam.name}
        </span>
        <span data-score="">
          {score(match.homeScore)} - {score(match.awayScore)}
          <small>{formatMatchDate(match.date, { timeZone })}</small>
        </span>
        <span data-side="away">
          <ResultImage image={match.awayTeam.image} size={icon} fallback={teamFallbackImage} />
          {match.awayTeam.name}
        </span>
      </Line>
    </ResultLink>
  );
}
