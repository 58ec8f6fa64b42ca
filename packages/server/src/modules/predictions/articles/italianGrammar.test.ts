import { describe, expect, it } from 'vitest';
import { italianAnd, italianPercent } from './italianGrammar.ts';

describe('italianPercent', () => {
  it('elides the article before a vowel sound', () => {
    expect(italianPercent('il', 0.48)).toBe('il 48%');
    expect(italianPercent('il', 0.08)).toBe("l'8%");
    expect(italianPercent('al', 0.11)).toBe("all'11%");
    expect(italianPercent('con il', 0.81)).toBe("con l'81%");
    expect(italianPercent('del', 0.01)).toBe("dell'1%");
    expect(italianPercent('il', 0.18)).toBe('il 18%');
    expect(italianPercent('al', 0.9)).toBe('al 90%');
    expect(italianPercent('il', 0.001)).toBe('lo 0%');
  });
});

describe('italianAnd', () => {
  it('uses the euphonic d before e', () => {
    expect(italianAnd('Venezia FC', 'Empoli FC')).toBe('Venezia FC ed Empoli FC');
    expect(italianAnd('Genoa CFC', 'FC Internazionale Milano')).toBe('Genoa CFC e FC Internazionale Milano');
    expect(italianAnd('Italia', 'Ecuador')).toBe('Italia ed Ecuador');
  });
});
