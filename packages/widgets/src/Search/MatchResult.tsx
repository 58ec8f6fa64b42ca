import { styled } from 'styled-components';
import {
  formatMatchDate,
  IMAGE_SIZES,
  matchResultParts,
  matchTab,
  shownScore,
  type MatchSearchResult,
} from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { teamFallbackImage } from './fallbackImages.ts';
import { ResultImage } from './ResultImage.tsx';
import { ResultLink } from './ResultLink.ts';
import type { ChooseResult } from './SearchResults.tsx';

/** Home over away, each icon, name and score; the date under them. Fits 320 px. */
const Lines = styled.span`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 2px 8px;
  flex: 1;
  min-width: 0;
  [data-part='name'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-part='score'] {
    min-width: 1.5em;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  small {
    grid-column: 2 / -1;
  }
`;

/** SPEC §2: both team icons (35 px), the scores and the date (DD/MM/YYYY). Only called with both teams. */
export function MatchResult({ match, onChoose }: { match: MatchSearchResult; onChoose: ChooseResult }) {
  const { links, timeZone, language } = usePallone();
  // The score after extra time when there was any; its marks and the shoot-out go on the date line.
  const score = shownScore(match);
  const result = matchResultParts(match, language);
  const marks = [result?.afterExtraTime, result?.penalties].filter(Boolean).join(' ');
  const href = links.match(match, matchTab(match));
  const icon = IMAGE_SIZES.matchResultTeamIcon;
  return (
    <ResultLink href={href} onClick={(event) => onChoose(href, event)}>
      <Lines>
        <ResultImage image={match.homeTeam.image} size={icon} fallback={teamFallbackImage} />
        <span data-part="name">{match.homeTeam.name}</span>
        <span data-part="score">{score?.home ?? '-'}</span>
        <ResultImage image={match.awayTeam.image} size={icon} fallback={teamFallbackImage} />
        <span data-part="name">{match.awayTeam.name}</span>
        <span data-part="score">{score?.away ?? '-'}</span>
        <small>
          {formatMatchDate(match.date, { timeZone })}
          {marks && ` · ${marks}`}
        </small>
      </Lines>
    </ResultLink>
  );
}
