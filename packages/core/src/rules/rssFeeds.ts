/** SPEC §9: RSS feed types and their labels. */
export const RSS_FEED_TYPES = ['tutte', 'generali', 'pronostici-scommesse'] as const;

export type RssFeedType = (typeof RSS_FEED_TYPES)[number];

export const RSS_FEED_LABELS: Readonly<Record<RssFeedType, string>> = {
  tutte: 'Tutte',
  generali: 'Generali',
  'pronostici-scommesse': 'Pronostici e scommesse',
};

export function isRssFeedType(value: string): value is RssFeedType {
  return (RSS_FEED_TYPES as readonly string[]).includes(value);
}
