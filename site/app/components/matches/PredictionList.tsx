import { Link } from 'react-router';
import { styled } from 'styled-components';
import { formatMatchDate, formatMatchTime, type Language, type Match, type Prediction } from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';
import { predictionTipLabel } from '../../lib/predictionTip.ts';
import { predictionArticleSlug } from '../../lib/predictionArticleSlug.ts';
import { ruledRows } from '../layout/listStyles.ts';

export type MatchWithPrediction = Match & { predictions: Prediction | null };

// whole words wrap; a single word longer than the line may still break
const List = styled.ul`
  ${ruledRows}
  a {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'when tip' 'teams teams' 'chances chances';
    gap: 4px 12px;
    padding: 10px 0;
    color: var(--site-text);
    text-decoration: none;
  }
  a:hover {
    background: var(--site-surface);
  }
  @media (min-width: 768px) {
    a {
      grid-template-columns: 150px minmax(0, 1fr) auto auto;
      grid-template-areas: 'when teams chances tip';
      align-items: center;
    }
  }
  [data-part='when'] {
    grid-area: when;
    display: flex;
    flex-direction: column;
    font-size: 12px;
    color: var(--site-muted);
  }
  [data-part='teams'] {
    grid-area: teams;
    font-weight: 700;
    overflow-wrap: break-word;
  }
  [data-part='chances'] {
    grid-area: chances;
    display: flex;
    gap: 12px;
    font-variant-numeric: tabular-nums;
  }
  [data-part='tip'] {
    grid-area: tip;
    justify-self: end;
    white-space: nowrap;
  }
`;

const pct = (value: number) => `${Math.round(value * 100)}%`;

/** Where a match's prediction article is (SPEC §2 prediction detail). */
export const predictionPath = (match: Match, language: Language = 'it') =>
  `/scommesse/quote-pronostici/${match.competition.pallonecomSlug}/${predictionArticleSlug(match.pallonecomSlug, language)}`;

/**
 * Predicted matches, in the order given: kick-off (Europe/Rome) and competition, the teams, the model's 1 / X / 2
 * percentages and its tip, each row a link to the match's prediction article. Rows without a prediction are left
 * out (the API sends none; an article would not exist).
 */
export function PredictionList({ matches }: { matches: readonly MatchWithPrediction[] }) {
  const { t, language } = useSite();
  return (
    <List>
      {matches.flatMap((match) => {
        const prediction = match.predictions;
        if (!prediction) return [];
        const { home, draw, away } = prediction.probabilities;
        return (
          <li key={match.id}>
            <Link to={predictionPath(match, language)}>
              <span data-part="when">
                <time dateTime={match.date}>
                  {formatMatchDate(match.date)}
                  {match.hasTime ? ` ${formatMatchTime(match.date)}` : ''}
                </time>
                <span>{match.competition.name}</span>
              </span>
              <span data-part="teams">{`${match.homeTeam?.name ?? match.homeName} – ${match.awayTeam?.name ?? match.awayName}`}</span>
              <span data-part="chances">
                <span>
                  1 <b>{pct(home)}</b>
                </span>
                <span>
                  X <b>{pct(draw)}</b>
                </span>
                <span>
                  2 <b>{pct(away)}</b>
                </span>
              </span>
              <span data-part="tip">
                {`${t.tip}: `}
                <b>{predictionTipLabel(prediction.tip, t)}</b>
              </span>
            </Link>
          </li>
        );
      })}
    </List>
  );
}
