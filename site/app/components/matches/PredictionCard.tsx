import { styled } from 'styled-components';
import type { Prediction } from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';

/** Five equal columns that fit a 375 px phone: long team names in the headers wrap instead of widening the page. */
const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    font-size: 13px;
    overflow-wrap: anywhere;
    vertical-align: bottom;
  }
  td {
    text-align: center;
    font-variant-numeric: tabular-nums;
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
  return (
    <div>
      <p>
        <strong>{t.prediction}:</strong> {prediction.tip}
      </p>
      <Table>
        <caption className="visually-hidden">{t.prediction}</caption>
        <thead>
          <tr>
            <th scope="col">1 ({home})</th>
            <th scope="col">X</th>
            <th scope="col">2 ({away})</th>
            <th scope="col">Over 2.5</th>
            <th scope="col">Goal</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{pct(p.home)}</td>
            <td>{pct(p.draw)}</td>
            <td>{pct(p.away)}</td>
            <td>{pct(p.over25)}</td>
            <td>{pct(p.bttsYes)}</td>
          </tr>
        </tbody>
      </Table>
    </div>
  );
}
