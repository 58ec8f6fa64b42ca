/** Crawl URLs and payment methods. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notSample } from '../sampleVisibility.ts';
import { crawlUrls, paymentMethods } from '../../db/contentSchema.ts';
import type { Language } from '../../plugins/language.ts';
import type { PaymentMethod } from '@pallone/contract';
import { imageOf } from '../../modules/teams/queries/row.ts';

/** A URL or path reduced to the stored form: the path, without query, fragment or trailing slash. */
export function crawlPathOf(input: string): string {
  let path = input.trim();
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return path;
  }
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export async function isImportantUrl(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .select({ isImportant: crawlUrls.isImportant })
    .from(crawlUrls)
    .where(and(eq(crawlUrls.url, crawlPathOf(url)), notSample(db, crawlUrls.isSample)));
  return row?.isImportant ?? false;
}

export async function listImportantUrls(db: Db): Promise<string[]> {
  const rows = await db
    .select({ url: crawlUrls.url })
    .from(crawlUrls)
    .where(and(eq(crawlUrls.isImportant, true), notSample(db, crawlUrls.isSample)))
    .orderBy(asc(crawlUrls.url));
  return rows.map((row) => row.url);
}

export async function listPaymentMethods(db: Db, language: Language): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(notSample(db, paymentMethods.isSample))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
  return rows.map((row) => ({
    id: row.id,
    name: language === 'it' ? row.nameIt : row.nameEn,
    pallonecomSlug: row.pallonecomSlug,
    image: imageOf(row.imagePath),
    isSample: row.isSample,
  }));
}
