import type { NewsSummary as NewsSummarySchema, Static } from '@pallone/contract';

/** A news item as the lists read it (`/news/getPaginated`, `/news/home`): the contract's shape, not a copy. */
export type NewsSummary = Static<typeof NewsSummarySchema>;
