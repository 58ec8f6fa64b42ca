import type { ResultRecord as ResultRecordSchema, Static } from '@pallone/contract';

/** A team's results over some matches: played, won, drawn, lost, goals for and against (player statistics). */
export type ResultRecord = Static<typeof ResultRecordSchema>;
