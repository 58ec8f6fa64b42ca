import type { NewsSearchResult as NewsSearchResultSchema, Static } from '@pallone/contract';

/** A news result of the global search (`GET /news/search`): SPEC §2 shows its title and links to it. */
export type NewsSearchResult = Static<typeof NewsSearchResultSchema>;
