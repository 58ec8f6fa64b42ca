import type { Competition as CompetitionSchema, Static } from '@pallone/contract';

/** SPEC §3: id, name, country (name, image), pallonecomSlug. */
export type Competition = Static<typeof CompetitionSchema>;
