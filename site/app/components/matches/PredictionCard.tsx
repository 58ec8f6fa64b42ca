import { styled } from 'styled-components';
import type { Prediction } from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';
import { predictionTipLabel } from '../../lib/predictionTip.ts';

/**
 * One outcome a row, its probability beside it: the teams' full names get the card's whole width and wrap between
 * words on a 320 px phone (five columns left each name a fifth, split mid-word: issue #15, point 4).
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 4px 0;
    border-bottom: 1px solid var(--site-border);
  }
  th {
    text-align: left;
    font-weight: 400;
  }
  td {
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    padding-left: 12px;
  }
`;

const pct = (value: number) => `${Math.round(value * 100)}%`;

/** A model prediction: 1X2, Over/Under 2.5 and both-teams-to-score probabilities, with the tip. */
export function PredictionCard({
  prediction,
  home,
  away,
}: {
  prediction: Prediction;
  home: string;
  away: string;
}) {
  const { t } = useSite();
  const p = prediction.probabilities;
  const outcomes = [
    [`1 (${home})`, p.home],
    ['X', p.draw],
    [`2 (${away})`, p.away],
    ['Over 2.5', p.over25],
    [t.bothTeamsToScore, p.bttsYes],
  ] as const;
  return (
    <div>
      <p>
        <strong>{t.prediction}:</strong> {predictionTipLabel(prediction.tip, t)}
      </p>
      <Table>
        <caption className="visually-hidden">{t.prediction}</caption>
        <tbody>
          {outcomes.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{pct(value)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
