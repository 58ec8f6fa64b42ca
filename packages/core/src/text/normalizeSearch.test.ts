import { describe, expect, it } from 'vitest';
import { normalizeSearch } from './normalizeSearch.ts';

describe('normalizeSearch', () => {
  it.each([
    // Lower-cases, strips accents and collapses spaces.
    ['  FC   Südtirol ', 'fc sudtirol'],
    ['Atlético de Madrid', 'atletico de madrid'],
    ['Ladislav Krejcí', 'ladislav krejci'],
    // Folds letters without a decomposition.
    ['Bodø/Glimt', 'bodo glimt'],
    ['Martin Ødegaard', 'martin odegaard'],
    ['Fußball', 'fussball'],
    ['Jakub Kiwior Łódź', 'jakub kiwior lodz'],
    ['Hákon Arnar Haraldsson Þór', 'hakon arnar haraldsson thor'],
    // Drops apostrophes and turns other punctuation into spaces.
    ["Nott'm Forest", 'nottm forest'],
    ['1. FC Köln', '1 fc koln'],
    ['Paris Saint-Germain F.C.', 'paris saint germain f c'],
  ])('normalizes %j to %j', (text, normalized) => {
    expect(normalizeSearch(text)).toBe(normalized);
  });

  it.each(['Südtirol', 'São Paulo', 'Ærø'])('is idempotent on %j', (s) => {
    expect(normalizeSearch(normalizeSearch(s))).toBe(normalizeSearch(s));
  });
});
