import type { CountryRef, Static } from '@pallone/contract';

/** A country as a team or competition carries it: localized name and flag image. */
export type Country = Static<typeof CountryRef>;
