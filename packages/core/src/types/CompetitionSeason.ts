import type { CompetitionSeasonDetail, Static } from '@pallone/contract';

/** A competition season with its groups and the main group's turns; `currentTurnId` is null without turns. */
export type CompetitionSeason = Static<typeof CompetitionSeasonDetail>;
