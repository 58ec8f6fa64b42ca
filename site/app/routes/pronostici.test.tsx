import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as predictionRoute from './scommesse.quote-pronostici.detail.tsx';
import * as predictionsRoute from './pronostici.tsx';
import { predictionPath } from '../components/matches/PredictionList.tsx';
import { LANG, nextPredictionForFile } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

/** The next match to be played with a prediction, and its prediction article's slug. */
const prediction = nextPredictionForFile();

describe('/pronostici', () => {
  it('rows of predictions: kick-off, teams, 1 / X / 2 percentages and the tip, soonest first, once each', async () => {
    renderRoute(predictionsRoute, '/pronostici/:page?', '/pronostici', LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pronostici' })).toBeInTheDocument();
    const list = screen.getByRole('heading', { level: 2, name: 'Prossime partite' }).parentElement!;
    const rows = within(list).getAllByRole('link', { name: /^\d\d\/\d\d\/\d{4} \d\d:\d\d/ });
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row.textContent).toMatch(
        / – .*1 \d+%X \d+%2 \d+%Consiglio: (1X|X2|1|X|2|Over 2\.5|Under 2\.5|Goal|No Goal)$/,
      );
      expect(row.getAttribute('href')).toMatch(
        /^\/scommesse\/quote-pronostici\/[a-z0-9-]+\/pronostico-[a-z0-9-]+$/,
      );
    }
    const hrefs = rows.map((row) => row.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs[0]).toBe(
      `/scommesse/quote-pronostici/${prediction.match.competition.pallonecomSlug}/${prediction.detailSlug}`,
    );
    expect(rows[0]!.textContent).toContain(`${prediction.match.homeName} – ${prediction.match.awayName}`);
    const kickoffs = rows.map((row) => row.querySelector('time')!.getAttribute('datetime')!);
    expect([...kickoffs].sort()).toEqual(kickoffs);
    expect(screen.getByText(/Il gioco è vietato ai minori di 18 anni/)).toBeInTheDocument();
  });

  it('every prediction link of the first two pages opens its article (no 404)', async () => {
    const links: string[] = [];
    for (const page of ['1', '2']) {
      const data = await runLoader(predictionsRoute.loader, `/pronostici/${page}`, { page }, LANG.it);
      links.push(...data.items.map((match) => predictionPath(match)));
    }
    expect(links).toHaveLength(40);
    expect(new Set(links).size).toBe(40);
    for (const link of links) {
      const [competitionSlug, slug] = link.split('/').slice(-2);
      const { article } = await runLoader(predictionRoute.loader, link, { competitionSlug, slug });
      expect(`pronostico-${article.match.pallonecomSlug}`).toBe(slug);
    }
  }, 60_000);

  it('page 2 in English continues the list after page 1', async () => {
    renderRoute(predictionsRoute, '/pronostici/:page?', '/pronostici/2', LANG.en);
    expect(await screen.findByRole('heading', { level: 1, name: 'Predictions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Next matches' })).toBeInTheDocument();
    const rows = screen.getAllByRole('link', { name: /^\d\d\/\d\d\/\d{4}.*Tip: / });
    expect(rows.length).toBeGreaterThan(0);
    const first = await runLoader(predictionsRoute.loader, '/pronostici', {}, LANG.en);
    const lastOfPageOne = first.items.at(-1)!.date;
    expect(rows[0]!.querySelector('time')!.getAttribute('datetime')! >= lastOfPageOne).toBe(true);
  });
});
