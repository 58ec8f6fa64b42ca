/**
 * The tip: one short suggestion per match, from the model's probabilities, by the first rule that applies:
 *
 *  1. a clear favourite — home or away win with p ≥ 0.50 → '1' / '2';
 *  2. a clear goals call — over or under 2.5 goals with p ≥ 0.60 → 'Over 2.5' / 'Under 2.5';
 *  3. a clear both-teams-to-score call — yes or no with p ≥ 0.60 → 'Goal' / 'No Goal';
 *  4. the draw is the likeliest of the three outcomes → 'X';
 *  5. otherwise the double chance on the side of the likelier winner → '1X' (home ≥ away) / 'X2'.
 */
import type { MarketProbabilities } from './markets.ts';
import type { Tip } from './types.ts';

export const TIP_THRESHOLDS = { outcome: 0.5, goals: 0.6, btts: 0.6 } as const;

export function chooseTip(p: MarketProbabilities): Tip {
  if (p.home >= TIP_THRESHOLDS.outcome && p.home >= p.away) return '1';
  if (p.away >= TIP_THRESHOLDS.outcome) return '2';
  if (p.over25 >= TIP_THRESHOLDS.goals) return 'Over 2.5';
  if (p.under25 >= TIP_THRESHOLDS.goals) return 'Under 2.5';
  if (p.bttsYes >= TIP_THRESHOLDS.btts) return 'Goal';
  if (p.bttsNo >= TIP_THRESHOLDS.btts) return 'No Goal';
  if (p.draw > p.home && p.draw > p.away) return 'X';
  return p.home >= p.away ? '1X' : 'X2';
}
