import type { Season as SeasonSchema, Static } from '@pallone/contract';

/** `2023/2024` (slug `2023-2024`), or `2024` for a tournament; start and end are ISO dates. */
export type Season = Static<typeof SeasonSchema>;
