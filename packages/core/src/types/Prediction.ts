import type { Prediction as PredictionSchema, Static } from '@pallone/contract';

/** A match prediction (`GET /matches/{id}/predictions`): the model's probabilities, goals and tip. */
export type Prediction = Static<typeof PredictionSchema>;
