/** TypeBox schemas of crawl URLs (`/crawlUrls/isImportant`, `/crawlUrls/getImportantList`). */
import { Type, type Static } from 'typebox';

export const IsImportantQuery = Type.Object({
  url: Type.String({
    minLength: 1,
    maxLength: 2000,
    description:
      'A site path (/campionato/italia-serie-a) or a full URL; host, query and trailing slash are ignored',
  }),
});
export type IsImportantQuery = Static<typeof IsImportantQuery>;

export const IsImportant = Type.Object({ isImportant: Type.Boolean() });

/** The important site paths, sorted. */
export const ImportantList = Type.Array(Type.String());
