/**
 * The bookmaker an offer belongs to (a bonus, a boosted odd), as the public reads show it: the columns to select,
 * the answer's shape, and the visibility rule: neither the offer nor its bookmaker a hidden sample.
 */
import { and } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { notSample } from '../../../content/sampleVisibility.ts';
import { bookmakers } from '../../../db/contentSchema.ts';
import { imageOf } from '../../teams/queries/row.ts';

export const bookmakerColumns = {
  id: bookmakers.id,
  name: bookmakers.name,
  pallonecomSlug: bookmakers.pallonecomSlug,
  imagePath: bookmakers.imagePath,
  url: bookmakers.url,
  isSample: bookmakers.isSample,
};

export function toBookmakerRef(bookmaker: {
  id: number;
  name: string;
  pallonecomSlug: string;
  imagePath: string | null;
  url: string;
  isSample: boolean;
}) {
  return {
    id: bookmaker.id,
    name: bookmaker.name,
    pallonecomSlug: bookmaker.pallonecomSlug,
    image: imageOf(bookmaker.imagePath),
    url: bookmaker.url,
    isSample: bookmaker.isSample,
  };
}

/** Offers the public sees: `offerIsSample` (the offer's own flag) and its bookmaker's, neither a hidden sample. */
export const shownWithBookmaker = (db: Db, offerIsSample: PgColumn) =>
  and(notSample(db, offerIsSample), notSample(db, bookmakers.isSample));
