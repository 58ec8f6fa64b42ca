/**
 * TypeBox schemas of the predictions API (issue 3, part 2): a match's prediction from the model, the paginated
 * upcoming matches with their predictions, and the featured predictions of the home page.
 */
import { Type, type Static } from 'typebox';
import { MatchBody } from './match.ts';
import { Nullable, QueryId } from './team.ts';
import { pageOf, pageRequest } from './content/pagination.ts';

const Probability = Type.Number({ minimum: 0, maximum: 1 });

export const PREDICTION_TIPS = [
  '1',
  'X',
  '2',
  '1X',
  'X2',
  'Over 2.5',
  'Under 2.5',
  'Goal',
  'No Goal',
] as const;

/**
 * `GET /matches/{id}/predictions`. Probabilities are from 0 to 1; home + draw + away = 1, over25 + under25 = 1,
 * bttsYes + bttsNo = 1. `madeAt` is when the model was fitted (00:00 Europe/Rome of the kick-off day for a match
 * under way or over, of today for a later fixture): it learned only from results that kicked off before it.
 * `expectedGoals` are the Poisson means of the goals model; `likelyScores` the five likeliest exact scores;
 * `fairOdds` 1 / probability without a bookmaker's margin.
 */
export const Prediction = Type.Object({
  matchId: Type.Integer(),
  madeAt: Type.String({ format: 'date-time' }),
  modelVersion: Type.String(),
  probabilities: Type.Object({
    home: Probability,
    draw: Probability,
    away: Probability,
    over25: Probability,
    under25: Probability,
    bttsYes: Probability,
    bttsNo: Probability,
  }),
  expectedGoals: Type.Object({ home: Type.Number({ minimum: 0 }), away: Type.Number({ minimum: 0 }) }),
  likelyScores: Type.Array(
    Type.Object({
      home: Type.Integer({ minimum: 0 }),
      away: Type.Integer({ minimum: 0 }),
      probability: Probability,
    }),
  ),
  fairOdds: Type.Object({ home: Type.Number(), draw: Type.Number(), away: Type.Number() }),
  tip: Type.Enum([...PREDICTION_TIPS]),
});
export type Prediction = Static<typeof Prediction>;

/**
 * A match with its prediction (SPEC §3 match `predictions`); null when the model has none (neither team has an
 * earlier result in the data).
 */
export const MatchWithPrediction = Type.Object({
  ...MatchBody.properties,
  predictions: Nullable(Prediction),
});
export type MatchWithPrediction = Static<typeof MatchWithPrediction>;

export const MAX_PREDICTION_PAGE_SIZE = 50;

/**
 * `POST /matches/predictions/getPaginated`: `competitionId` at the top level (SPEC §7 "payload plus
 * competitionId") or in `filters`; unknown filter or sort fields are a 400; pageSize is capped.
 */
const predictionPageBase = pageRequest({ competitionId: Type.Optional(QueryId) }, ['date'], {
  defaultSize: 20,
  maxSize: MAX_PREDICTION_PAGE_SIZE,
});
export const PredictionPageRequest = Type.Object(
  { ...predictionPageBase.properties, competitionId: Type.Optional(QueryId) },
  { additionalProperties: false },
);
export type PredictionPageRequest = Static<typeof PredictionPageRequest>;

/**
 * `upcoming` is false when the competition has no fixture ahead in the data: the page then holds its most recent
 * matches (newest first unless sorted otherwise), with the predictions made before each of them.
 */
export const PredictionPage = Type.Object({
  ...pageOf(MatchWithPrediction).properties,
  upcoming: Type.Boolean(),
});
export type PredictionPage = Static<typeof PredictionPage>;

export const FeaturedPredictionsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 6 })),
});
export type FeaturedPredictionsQuery = Static<typeof FeaturedPredictionsQuery>;

export const PredictionMatchParams = Type.Object({ matchId: QueryId });
export type PredictionMatchParams = Static<typeof PredictionMatchParams>;

/** `GET /predictions/home`: `upcoming` is false when the data holds no fixture ahead (then the latest results). */
export const FeaturedPredictions = Type.Object({
  items: Type.Array(MatchWithPrediction),
  upcoming: Type.Boolean(),
});
export type FeaturedPredictions = Static<typeof FeaturedPredictions>;
