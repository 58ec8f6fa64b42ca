/**
 * The editorial and betting content of Pallone (SPEC §3): news, authors, guides, bookmakers and their bonuses,
 * boosted odds ("quote maggiorate"), landing pages, crawl URLs, payment methods and newsletter subscriptions.
 *
 * News, guides and landing pages are written per language: one row per language, each with its own unique
 * `pallonecomSlug`, and the versions of one story share a `translationKey`. Reads prefer the request's language
 * where both versions exist. Bodies are stored as sanitized HTML. Sample rows from the seed have `is_sample`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitions, matches } from './schema.ts';

const emptyTextArray = sql`'{}'::text[]`;

export const authors = pgTable('authors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  pallonecomSlug: text('pallonecom_slug').notNull().unique(),
  bioIt: text('bio_it').notNull().default(''),
  bioEn: text('bio_en').notNull().default(''),
  /** Where the byline links to: the author's page on the site or a profile. */
  link: text('link'),
  searchText: text('search_text').notNull(),
  isSample: boolean('is_sample').notNull().default(false),
});

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    /** Shared by the Italian and English versions of one story. */
    translationKey: text('translation_key').notNull(),
    /** it | en */
    language: text('language').notNull(),
    pallonecomSlug: text('pallonecom_slug').notNull().unique(),
    title: text('title').notNull(),
    /** Path of the uploaded image, without a size: the files are `<path>-{width}.webp`; null → default banner. */
    imagePath: text('image_path'),
    /** Widths (px) the image is stored at. */
    imageSizes: integer('image_sizes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The image's text alternative (required with an image), its caption and its credit ('' when none). */
    imageAlt: text('image_alt').notNull().default(''),
    imageCaption: text('image_caption').notNull().default(''),
    imageCredit: text('image_credit').notNull().default(''),
    /**
     * draft | published (decision 039). A published row whose `publishedAt` is still ahead is scheduled: the
     * public sees it from that instant on, without anyone acting.
     */
    status: text('status').notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    authorId: integer('author_id').references(() => authors.id),
    articleSection: text('article_section').notNull(),
    keywords: text('keywords').array().notNull().default(emptyTextArray),
    description: text('description').notNull(),
    /** generali | pronostici-scommesse */
    category: text('category').notNull(),
    /** Sanitized HTML (sanitized again when served). */
    body: text('body').notNull(),
    matchId: integer('match_id').references(() => matches.id),
    competitionId: integer('competition_id').references(() => competitions.id),
    searchText: text('search_text').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    uniqueIndex('news_translation_language').on(t.translationKey, t.language),
    index('news_published').on(t.publishedAt),
    index('news_status_published').on(t.status, t.publishedAt),
    index('news_author').on(t.authorId, t.publishedAt),
    index('news_competition').on(t.competitionId),
    index('news_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const guides = pgTable(
  'guides',
  {
    id: serial('id').primaryKey(),
    translationKey: text('translation_key').notNull(),
    language: text('language').notNull(),
    pallonecomSlug: text('pallonecom_slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imagePath: text('image_path'),
    keywords: text('keywords').array().notNull().default(emptyTextArray),
    body: text('body').notNull(),
    authorId: integer('author_id').references(() => authors.id),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    searchText: text('search_text').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    uniqueIndex('guides_translation_language').on(t.translationKey, t.language),
    index('guides_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const bookmakers = pgTable('bookmakers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  pallonecomSlug: text('pallonecom_slug').notNull().unique(),
  imagePath: text('image_path'),
  url: text('url').notNull(),
  isSample: boolean('is_sample').notNull().default(false),
});

/** SPEC §3 bookmaker bonus; `extra` and `condition` are written in both languages. */
export const bookmakerBonuses = pgTable(
  'bookmaker_bonuses',
  {
    id: serial('id').primaryKey(),
    bookmakerId: integer('bookmaker_id')
      .notNull()
      .references(() => bookmakers.id),
    name: text('name').notNull(),
    pallonecomSlug: text('pallonecom_slug').notNull().unique(),
    imagePath: text('image_path'),
    /** The affiliate link. */
    url: text('url').notNull(),
    /** Maximum bonus, in euro. */
    bonus: integer('bonus').notNull(),
    extraIt: text('extra_it').notNull().default(''),
    extraEn: text('extra_en').notNull().default(''),
    /** Terms, with the 18+ and responsible-gambling wording. */
    conditionIt: text('condition_it').notNull(),
    conditionEn: text('condition_en').notNull(),
    backgroundColor: text('background_color').notNull(),
    fontColor: text('font_color').notNull(),
    showOnMobile: boolean('show_on_mobile').notNull().default(false),
    showOnHome: boolean('show_on_home').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    searchText: text('search_text').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [index('bookmaker_bonuses_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

/** A bookmaker's boosted price on one selection of a match market, valid in a window. */
export const bonusQuotas = pgTable(
  'bonus_quotas',
  {
    id: serial('id').primaryKey(),
    bookmakerId: integer('bookmaker_id')
      .notNull()
      .references(() => bookmakers.id),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    /** 1x2 | over-under-2.5 | btts */
    market: text('market').notNull(),
    /** 1 | X | 2 (1x2), over | under, yes | no (btts) */
    selection: text('selection').notNull(),
    usualOdds: numeric('usual_odds', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    boostedOdds: numeric('boosted_odds', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }).notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    uniqueIndex('bonus_quotas_offer').on(t.bookmakerId, t.matchId, t.market, t.selection),
    index('bonus_quotas_valid').on(t.validTo),
  ],
);

/** A landing page with its SEO metadata (SPEC §3 "Page metadata"). */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    translationKey: text('translation_key').notNull(),
    language: text('language').notNull(),
    pallonecomSlug: text('pallonecom_slug').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    seoKeywords: text('seo_keywords').array().notNull().default(emptyTextArray),
    seoIndex: boolean('seo_index').notNull().default(true),
    seoFollow: boolean('seo_follow').notNull().default(true),
    seoCanonicals: text('seo_canonicals').array().notNull().default(emptyTextArray),
    imagePath: text('image_path'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [uniqueIndex('landing_pages_translation_language').on(t.translationKey, t.language)],
);

/** Site paths the crawler and the pre-renderer treat as important. */
export const crawlUrls = pgTable('crawl_urls', {
  id: serial('id').primaryKey(),
  /** A site path: `/campionato/italia-serie-a` (no host, no query, no trailing slash). */
  url: text('url').notNull().unique(),
  isImportant: boolean('is_important').notNull().default(false),
  isSample: boolean('is_sample').notNull().default(false),
});

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  nameIt: text('name_it').notNull(),
  nameEn: text('name_en').notNull(),
  pallonecomSlug: text('pallonecom_slug').notNull().unique(),
  imagePath: text('image_path'),
  sortOrder: integer('sort_order').notNull().default(0),
  isSample: boolean('is_sample').notNull().default(false),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  /** Trimmed and lower-cased. */
  email: text('email').notNull().unique(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
