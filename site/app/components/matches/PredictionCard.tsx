import type { Prediction } from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';

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
      <table>
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
      </table>
    </div>
  );
}
