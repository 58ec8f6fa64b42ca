/** pg_trgm's own documented examples, and the single precision its answers come in. */
import { describe, expect, it } from 'vitest';
import { similarityOf, trigramsInOrder, wordSimilarityOf, WORD_SIMILARITY_THRESHOLD } from './trigrams.ts';

describe('pg_trgm in memory', () => {
  it('cuts each word, padded with two spaces before and one after, into trigrams', () => {
    expect(trigramsInOrder('Two words')).toEqual([
      '  t',
      ' tw',
      'two',
      'wo ',
      '  w',
      ' wo',
      'wor',
      'ord',
      'rds',
      'ds ',
    ]);
    expect(trigramsInOrder('a')).toEqual(['  a', ' a ']);
  });

  it("answers the pg_trgm documentation's examples, as float4", () => {
    expect(similarityOf('word', 'two words')).toBe(Math.fround(4 / 11));
    expect(wordSimilarityOf('word', 'two words')).toBe(Math.fround(0.8));
    expect(wordSimilarityOf('word', 'two words')).not.toBe(0.8);
  });

  it('keeps the <% threshold where PostgreSQL has it, so 3 of 5 trigrams is a hit', () => {
    expect(Math.fround(3 / 5) >= WORD_SIMILARITY_THRESHOLD).toBe(true);
  });
});
