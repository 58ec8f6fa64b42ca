import { describe, expect, it } from 'vitest';
import { normalizeSearch } from './normalizeSearch.ts';

describe('normalizeSearch', () => {
  it('lower-cases, strips accents and collapses spaces', () => {
    expect(normalizeSearch('  FC   Südtirol ')).toBe('fc sudtirol');
    expect(normalizeSearch('Atlético de Madrid')).toBe('atletico de madrid');
    expect(normalizeSearch('Ladislav Krejcí')).toBe('ladislav krejci');
  });
  it('folds letters without a decomposition', () => {
    expect(normalizeSearch('Bodø/Glimt')).toBe('bodo glimt');
    expect(normalizeSearch('Martin Ødegaard')).toBe('martin odegaard');
    expect(normalizeSearch('Fußball')).toBe('fussball');
    expect(normalizeSearch('Jakub Kiwior Łódź')).toBe('jakub kiwior lodz');
    expect(normalizeSearch('Hákon Arnar Haraldsson Þór')).toBe('hakon arnar haraldsson thor');
  });
  it('drops apostrophes and turns other punctuation into spaces', () => {
    expect(normalizeSearch("Nott'm Forest")).toBe('nottm forest');
    expect(normalizeSearch('1. FC Köln')).toBe('1 fc koln');
    expect(normalizeSearch('Paris Saint-Germain F.C.')).toBe('paris saint germain f c');
  });
  it('is idempotent', () => {
    for (const s of ['Südtirol', 'São Paulo', 'Ærø']) {
      expect(normalizeSearch(normalizeSearch(s))).toBe(normalizeSearch(s));
    }
  });
});
