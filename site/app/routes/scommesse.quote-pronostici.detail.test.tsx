import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as predictionRoute from './scommesse.quote-pronostici.detail.tsx';
import { apiRead, LANG, nextPredictionForFile } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

const NOT_FOUND = { init: { status: 404 } };

/** The next match to be played with a prediction, and its prediction article's slug. */
const prediction = nextPredictionForFile();

describe('prediction article', () => {
  it('the prediction article in both languages, with its probabilities', async () => {
    const slug = prediction.match.competition.pallonecomSlug;
    const url = `/scommesse/quote-pronostici/${slug}/${prediction.detailSlug}`;
    for (const language of ['it', 'en'] as const) {
      const article = await apiRead<{ title: string }>(
        `/news/prediction/pallonecomSlug/${prediction.detailSlug}?competitionSlug=${slug}`,
        { language },
      );
      const { unmount } = renderRoute(
        predictionRoute,
        '/scommesse/quote-pronostici/:competitionSlug/:slug',
        url,
        LANG[language],
      );
      expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
      expect(article.title).toContain(language === 'it' ? 'Pronostico' : 'prediction');
      expect(
        screen
          .getByRole('link', { name: `${prediction.match.homeName} – ${prediction.match.awayName}` })
          .getAttribute('href'),
      ).toBe(`/partite/${prediction.match.pallonecomSlug}`);
      unmount();
    }
    await expect(
      runLoader(predictionRoute.loader, `/scommesse/quote-pronostici/${slug}/pronostico-nobody`, {
        competitionSlug: slug,
        slug: 'pronostico-nobody',
      }),
    ).rejects.toMatchObject(NOT_FOUND);
  });
});
