import { describe, expect, it } from 'vitest';
import { predictionArticleSlug } from './predictionArticleSlug.ts';

describe('predictionArticleSlug', () => {
  it('names the article in the page language', () => {
    expect(predictionArticleSlug('ac-milan-fc-internazionale-milano-2025-02-02', 'it')).toBe(
      'pronostico-ac-milan-fc-internazionale-milano-2025-02-02',
    );
    expect(predictionArticleSlug('ac-milan-fc-internazionale-milano-2025-02-02', 'en')).toBe(
      'prediction-ac-milan-fc-internazionale-milano-2025-02-02',
    );
  });
});
