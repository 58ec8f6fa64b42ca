import type { GroupSummary, GROUP_TYPES, Static } from '@pallone/contract';

/** What kind of phase a group is. */
export type GroupType = (typeof GROUP_TYPES)[number];

/** A phase of a competition season: the league, group A, a qualifying round, a knockout round. */
export type Group = Static<typeof GroupSummary>;
