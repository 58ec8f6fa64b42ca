/**
 * Public types of the prediction model. The model is pure: it takes played results and returns predictions,
 * with no database, clock or I/O.
 */

/** A team's id as the caller knows it (database id or the data's slug); compared with `===`. */
export type TeamId = string | number;

/** One played match: the only input the model learns from. */
export interface PlayedMatch {
  kickoffAt: Date;
  homeTeamId: TeamId;
  awayTeamId: TeamId;
  /** Goals after 90 minutes. */
  homeGoals: number;
  awayGoals: number;
  /** Competition key, e.g. `en.1`; every match of one domestic league shares it. */
  competition: string;
  /** Season label that sorts chronologically, e.g. `2024-25`. */
  season: string;
  /** True for a domestic league match; false for cups (UEFA, …), which only link teams across leagues. */
  isLeague: boolean;
  /** Neutral venue (finals): no home advantage. */
  neutral?: boolean;
}

/** The match to predict. */
export interface Fixture {
  homeTeamId: TeamId;
  awayTeamId: TeamId;
  kickoffAt: Date;
  /** The competition the match belongs to: places teams the model has never seen (promoted clubs). */
  competition?: string;
  neutral?: boolean;
}

/** Options of one prediction from a fitted model. */
export interface PredictOptions {
  /** League used for a team without any result in the fit window (it gets the "new team" prior). */
  competition?: string;
  neutral?: boolean;
}

export type Tip = '1' | 'X' | '2' | '1X' | 'X2' | 'Over 2.5' | 'Under 2.5' | 'Goal' | 'No Goal';

export interface ScoreProbability {
  home: number;
  away: number;
  probability: number;
}

export interface MatchPrediction {
  modelVersion: string;
  probabilities: {
    home: number;
    draw: number;
    away: number;
    over25: number;
    under25: number;
    bttsYes: number;
    bttsNo: number;
  };
  /** Poisson means of the goals model (before the Dixon–Coles low-score correction). */
  expectedGoals: { home: number; away: number };
  /** The five most likely exact scores, most likely first. */
  likelyScores: ScoreProbability[];
  /** 1 / probability, rounded to 2 decimals (no bookmaker margin). */
  fairOdds: { home: number; draw: number; away: number };
  tip: Tip;
}

/** Hyper-parameters of the fit; defaults in `fitOptions.ts`. */
export interface FitOptions {
  /** Days after which a result weighs half as much (exponential time decay). */
  halfLifeDays: number;
  /** Prior standard deviation of a team's attack / defence rating around its league's mean. */
  teamSd: number;
  /** Prior standard deviation of a league's mean rating around the overall mean (links leagues). */
  leagueSd: number;
  /** Prior mean of the offset of a team new to its league (promoted), for attack and defence (log scale). */
  newTeamOffset: number;
  /** Prior standard deviation of that offset (the offset itself is re-estimated from the new teams). */
  newTeamOffsetSd: number;
  /** Weight multiplier of cup matches (UEFA, …) relative to league matches. */
  cupWeight: number;
  /** Largest number of goals per team in the score matrix (the matrix is normalized to sum to 1). */
  maxGoals: number;
  /** Current league of teams, overriding the league of their latest league result (e.g. promoted clubs). */
  teamLeagues?: ReadonlyMap<TeamId, string>;
}
