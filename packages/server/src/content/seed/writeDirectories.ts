/** Writes the sample authors, bookmakers and bonuses, payment methods, crawl URLs and boosted odds. */
import { normalizeSearch } from '@pallone/core';
import type { Db } from '../../db/database.ts';
import {
  authors,
  bonusQuotas,
  bookmakerBonuses,
  bookmakers,
  crawlUrls,
  paymentMethods,
} from '../../db/contentSchema.ts';
import { authorLink, SAMPLE_AUTHORS } from './authors.ts';
import { RESPONSIBLE_WORDING, SAMPLE_BONUSES, SAMPLE_BOOKMAKERS } from './bookmakers.ts';
import { SAMPLE_PAYMENT_METHODS } from './directories.ts';
import { excludedSet } from './excludedSet.ts';
import type { SeedBoost } from './boostedOdds.ts';

/** Author ids by slug. */
export async function writeAuthors(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insert(authors)
    .values(
      SAMPLE_AUTHORS.map((a) => ({
        name: a.name,
        pallonecomSlug: a.slug,
        bioIt: a.bioIt,
        bioEn: a.bioEn,
        link: authorLink(a.slug),
        searchText: normalizeSearch(a.name),
        isSample: true,
      })),
    )
    .onConflictDoUpdate({
      target: authors.pallonecomSlug,
      set: excludedSet(authors, ['name', 'bioIt', 'bioEn', 'link', 'searchText', 'isSample']),
    })
    .returning({ id: authors.id, slug: authors.pallonecomSlug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Bookmaker ids by slug; their bonuses are written too. */
export async function writeBookmakers(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insert(bookmakers)
    .values(
      SAMPLE_BOOKMAKERS.map((b) => ({ name: b.name, pallonecomSlug: b.slug, url: b.url, isSample: true })),
    )
    .onConflictDoUpdate({
      target: bookmakers.pallonecomSlug,
      set: excludedSet(bookmakers, ['name', 'url', 'isSample']),
    })
    .returning({ id: bookmakers.id, slug: bookmakers.pallonecomSlug });
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  await db
    .insert(bookmakerBonuses)
    .values(
      SAMPLE_BONUSES.map((b, order) => ({
        bookmakerId: ids.get(b.bookmakerSlug)!,
        name: b.name,
        pallonecomSlug: b.slug,
        url: b.url,
        bonus: b.bonus,
        extraIt: b.extraIt,
        extraEn: b.extraEn,
        conditionIt: RESPONSIBLE_WORDING.it,
        conditionEn: RESPONSIBLE_WORDING.en,
        backgroundColor: b.backgroundColor,
        fontColor: b.fontColor,
        showOnMobile: b.showOnMobile,
        showOnHome: b.showOnHome,
        sortOrder: order + 1,
        searchText: normalizeSearch(`${b.name} ${b.bookmakerSlug.replaceAll('-', ' ')}`),
        isSample: true,
      })),
    )
    .onConflictDoUpdate({
      target: bookmakerBonuses.pallonecomSlug,
      set: excludedSet(bookmakerBonuses, [
        'bookmakerId',
        'name',
        'url',
        'bonus',
        'extraIt',
        'extraEn',
        'conditionIt',
        'conditionEn',
        'backgroundColor',
        'fontColor',
        'showOnMobile',
        'showOnHome',
        'sortOrder',
        'searchText',
        'isSample',
      ]),
    });
  return ids;
}

export async function writePaymentMethods(db: Db): Promise<void> {
  await db
    .insert(paymentMethods)
    .values(
      SAMPLE_PAYMENT_METHODS.map((m, order) => ({
        ...m,
        pallonecomSlug: m.slug,
        sortOrder: order + 1,
        isSample: true,
      })),
    )
    .onConflictDoUpdate({
      target: paymentMethods.pallonecomSlug,
      set: excludedSet(paymentMethods, ['nameIt', 'nameEn', 'sortOrder', 'isSample']),
    });
}

export async function writeCrawlUrls(
  db: Db,
  important: readonly string[],
  ordinary: readonly string[],
): Promise<void> {
  const rows = [
    ...important.map((url) => ({ url, isImportant: true, isSample: true })),
    ...ordinary.map((url) => ({ url, isImportant: false, isSample: true })),
  ];
  await db
    .insert(crawlUrls)
    .values(rows)
    .onConflictDoUpdate({ target: crawlUrls.url, set: excludedSet(crawlUrls, ['isImportant', 'isSample']) });
}

export async function writeBoosts(
  db: Db,
  boosts: readonly SeedBoost[],
  bookmakerIds: Map<string, number>,
): Promise<number> {
  const rows = boosts.flatMap((boost) => {
    const bookmakerId = bookmakerIds.get(boost.bookmakerSlug);
    if (bookmakerId === undefined) return [];
    const { matchId, market, selection, usualOdds, boostedOdds, validFrom, validTo } = boost;
    return [
      { bookmakerId, matchId, market, selection, usualOdds, boostedOdds, validFrom, validTo, isSample: true },
    ];
  });
  if (rows.length === 0) return 0;
  await db
    .insert(bonusQuotas)
    .values(rows)
    .onConflictDoUpdate({
      target: [bonusQuotas.bookmakerId, bonusQuotas.matchId, bonusQuotas.market, bonusQuotas.selection],
      set: excludedSet(bonusQuotas, ['usualOdds', 'boostedOdds', 'validFrom', 'validTo', 'isSample']),
    });
  return rows.length;
}
