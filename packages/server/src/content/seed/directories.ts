/** Sample payment methods (generic kinds, no brands) and the site paths marked important for crawling. */
import { TOP_COMPETITION_IDS } from '@pallone/core';

export const SAMPLE_PAYMENT_METHODS: readonly { slug: string; nameIt: string; nameEn: string }[] = [
  { slug: 'carta-di-credito', nameIt: 'Carta di credito', nameEn: 'Credit card' },
  { slug: 'carta-di-debito', nameIt: 'Carta di debito', nameEn: 'Debit card' },
  { slug: 'carta-prepagata', nameIt: 'Carta prepagata', nameEn: 'Prepaid card' },
  { slug: 'bonifico-bancario', nameIt: 'Bonifico bancario', nameEn: 'Bank transfer' },
  { slug: 'portafoglio-elettronico', nameIt: 'Portafoglio elettronico', nameEn: 'E-wallet' },
  { slug: 'contanti-punto-vendita', nameIt: 'Contanti in punto vendita', nameEn: 'Cash at a retail outlet' },
];

export const IMPORTANT_PATHS: readonly string[] = [
  '/',
  '/news',
  '/pronostici',
  '/live-risultati',
  '/statistiche',
  '/scommesse/guide',
];

/** Public but not important: listed so that `isImportant` has both answers on the samples. */
export const ORDINARY_PATHS: readonly string[] = ['/privacy', '/cookie', '/terms-conditions'];

/** The top competitions (SPEC §9) are important too; their slugs come from the database. */
export const IMPORTANT_COMPETITION_IDS: readonly number[] = TOP_COMPETITION_IDS;
