/**
 * Test data: a news item and a guide as the back-office forms send them, each a complete valid input that a test
 * changes only in the fields it is about.
 */

/** The ISO time a minute before `now`: an article published just now. */
export const minuteBefore = (now: Date): string => new Date(now.getTime() - 60_000).toISOString();

/** An Italian, published news item of the "generali" category, with the given fields. */
export const newsData = <Fields extends { title: string; publishedAt: string }>(fields: Fields) => ({
  language: 'it',
  status: 'published',
  keywords: ['derby'],
  description: 'Il derby',
  category: 'generali',
  body: '<p>Gol.</p>',
  ...fields,
});

/** An Italian guide published on 1 January 2024, with the given fields. */
export const guideData = <Fields extends object>(pallonecomSlug: string, fields?: Fields) => ({
  language: 'it',
  pallonecomSlug,
  title: 'Guida di prova',
  description: 'Una guida di prova',
  body: '<p>Testo</p>',
  publishedAt: '2024-01-01T00:00:00Z',
  ...fields,
});
