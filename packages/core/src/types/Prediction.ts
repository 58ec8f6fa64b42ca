/**
 * A match prediction (`GET /matches/{id}/predictions`). SPEC §3 names it but does not show its fields, so only
 * the ids are typed; the rest is passed through untouched.
 */
export interface Prediction {
  id: number;
  matchId: number;
  [field: string]: unknown;
}
