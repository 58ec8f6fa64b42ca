import type { Static, Turn as TurnSchema } from '@pallone/contract';

/** A matchday or round inside a group. */
export type Turn = Static<typeof TurnSchema>;
