import { describe, expect, it } from 'vitest';
import { translationAlternates } from './translationAlternates.ts';

const absolute = (path: string) => `https://pallone.example${path}`;
const newsPath = (slug: string) => `/news/${slug}`;

describe('translationAlternates', () => {
  it('gives each language version its absolute URL', () => {
    expect(
      translationAlternates(
        [
          { language: 'it', pallonecomSlug: 'derby-pari' },
          { language: 'en', pallonecomSlug: 'derby-draw' },
        ],
        newsPath,
        absolute,
      ),
    ).toEqual([
      { language: 'it', url: 'https://pallone.example/news/derby-pari' },
      { language: 'en', url: 'https://pallone.example/news/derby-draw' },
    ]);
  });

  it('gives none for a page in one language only', () => {
    expect(translationAlternates([{ language: 'it', pallonecomSlug: 'solo' }], newsPath, absolute)).toEqual(
      [],
    );
  });
});
