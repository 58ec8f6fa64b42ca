import type { Match, Score } from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';
import { Card } from '../layout/Page.tsx';
import { matchSectionTexts } from './matchSectionTexts.ts';

/**
 * The half-time score of an ended match. The data leaves it out only where it is necessarily 0-0 (a match that
 * ended 0-0 after 90 minutes), so that case is shown as 0-0; an awarded result has none.
 */
export function halfTimeScore(match: Match): Score | null {
  if (match.halfTime) return match.halfTime;
  const goalless = match.homeScore === 0 && match.awayScore === 0;
  return match.ended && match.status === 'played' && goalless ? { home: 0, away: 0 } : null;
}

/** The facts of a match the data has beyond its result: half-time score, the score after 90 minutes, referees. */
export function matchDetailRows(match: Match, text: (typeof matchSectionTexts)['it']): [string, string][] {
  const rows: [string, string][] = [];
  const half = halfTimeScore(match);
  if (half) rows.push([text.firstHalf, `${half.home}-${half.away}`]);
  if (match.extraTime && match.homeScore !== null && match.awayScore !== null)
    rows.push([text.afterNinety, `${match.homeScore}-${match.awayScore}`]);
  for (const referee of match.referees) rows.push([text.referee, referee.name]);
  return rows;
}

/** "Dettagli partita": left out when the data has none of these facts. */
export function MatchDetails({ match }: { match: Match }) {
  const { language } = useSite();
  const text = matchSectionTexts[language];
  const rows = matchDetailRows(match, text);
  if (rows.length === 0) return null;
  return (
    <Card aria-labelledby="match-details">
      <h2 id="match-details">{text.details}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={`${term}-${value}`}>
            <dt style={{ display: 'inline', fontWeight: 700 }}>{term}: </dt>
            <dd style={{ display: 'inline', margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
