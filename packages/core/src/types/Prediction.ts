/** A match prediction (`GET /matches/{id}/predictions`): the model's probabilities, goals and tip. */
export interface Prediction {
  matchId: number;
  /** The instant the prediction stands for (00:00 Europe/Rome of the kick-off day, or of today). */
  madeAt: string;
  modelVersion: string;
  /** 0…1; home + draw + away = 1. */
  probabilities: {
    home: number;
    draw: number;
    away: number;
    over25: number;
    under25: number;
    bttsYes: number;
    bttsNo: number;
  };
  expectedGoals: { home: number; away: number };
  likelyScores: { home: number; away: number; probability: number }[];
  fairOdds: { home: number; draw: number; away: number };
  tip: string;
}
