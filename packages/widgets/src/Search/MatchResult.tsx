import { styled } from 'styled-components';
import {
  formatMatchDate,
  formatMatchTime,
  IMAGE_SIZES,
  matchResultParts,
  matchResultText,
  matchTab,
  shownScore,
  type MatchSearchResult,
} from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { visuallyHidden } from '../states/visuallyHidden.ts';
import { ResultImage } from './ResultImage.tsx';
import { ResultLink } from './ResultLink.ts';
import type { ChooseResult } from './SearchResults.tsx';

/**
 * Home over away, each icon, name and score (or, before the match, the kick-off time beside both); the date
 * under them. Fits 320 px.
 */
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
  [data-part='score'],
  [data-part='kickoff'] {
    min-width: 1.5em;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  [data-part='score'] {
    font-weight: 700;
  }
  [data-part='kickoff'] {
    grid-area: 1 / 3 / 3;
  }
  small {
    grid-area: 3 / 2 / auto / -1;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * SPEC §2: both team icons (35 px), the scores and the date (DD/MM/YYYY). A played (or live) match is read as
 * "Bologna FC 1909 3-3 FC Internazionale Milano 23/05/2026" (core's matchResultText, marks included); one still
 * to play shows its kick-off time in the provider's zone (Rome by default) where the scores would be, unless the
 * time is not known yet. Only called with both teams.
 */
export function MatchResult({ match, onChoose }: { match: MatchSearchResult; onChoose: ChooseResult }) {
  const { links, timeZone, language } = usePallone();
  // The score after extra time when there was any; its marks and the shoot-out go on the date line.
  const score = shownScore(match);
  const result = matchResultParts(match, language);
  const marks = [result?.afterExtraTime, result?.penalties].filter(Boolean).join(' ');
  const kickoff = !score && match.hasTime !== false ? formatMatchTime(match.date, { timeZone }) : '';
  const href = links.match(match, matchTab(match));
  const icon = IMAGE_SIZES.matchResultTeamIcon;
  return (
    <ResultLink href={href} onClick={(event) => onChoose(href, event)}>
      <Lines>
        <ResultImage image={match.homeTeam.image} size={icon} placeholder="shield" />
        <span data-part="name">{match.homeTeam.name}</span>
        {score && (
          <>
            <span data-part="score" aria-hidden="true">
              {score.home}
            </span>
            <Hidden> {matchResultText(match, language)} </Hidden>
          </>
        )}
        <ResultImage image={match.awayTeam.image} size={icon} placeholder="shield" />
        <span data-part="name">{match.awayTeam.name}</span>
        {score && (
          <span data-part="score" aria-hidden="true">
            {score.away}
          </span>
        )}
        <small>
          {formatMatchDate(match.date, { timeZone })}
          {marks && <span aria-hidden="true"> · {marks}</span>}
        </small>
        {kickoff && <span data-part="kickoff">{kickoff}</span>}
      </Lines>
    </ResultLink>
  );
}
