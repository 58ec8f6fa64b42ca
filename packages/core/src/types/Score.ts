import type { Score as ScoreSchema, Static } from '@pallone/contract';

/** A pair of scores, home first. */
export type Score = Static<typeof ScoreSchema>;
