import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Match } from '@pallone/core';
import * as bettingTabRoute from './scommesse.quote-pronostici.tsx';
import * as predictionRoute from './scommesse.quote-pronostici.detail.tsx';
import * as categoryRoute from './pronostici.category.tsx';
import * as predictionsRoute from './pronostici.tsx';
import type { NewsSummary, Paged } from '../lib/content.ts';
import { apiRead, LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

const NOT_FOUND = { init: { status: 404 } };
/** The first match with a prediction (the next one to be played) and its prediction article's address. */
let next: Match;
let detailSlug: string;

beforeAll(async () => {
  useRealApi();
  const list = await apiRead<Paged<Match>>('/matches/predictions/getPaginated', {
    json: { page: 1, pageSize: 1 },
  });
  next = list.items[0]!;
  detailSlug = `pronostico-${next.pallonecomSlug}`;
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "Home - Away" as a pattern, whatever spaces the markup gives the dash. */
const fixture = (match: Match) => `${escape(match.homeName)}\\s*-\\s*${escape(match.awayName)}`;

describe('/pronostici', () => {
  it('the next matches with a prediction, linking to their statistiche tab', async () => {
    renderRoute(predictionsRoute, '/pronostici/:page?', '/pronostici', LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pronostici' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Prossime partite' })).toBeTruthy();
    const links = screen.getAllByRole('link', {
      name: new RegExp(`\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d\\s*${fixture(next)}`),
    });
    expect(links[0]?.getAttribute('href')).toBe(`/partite/${next.pallonecomSlug}/statistiche`);
    expect(screen.getByText(/Il gioco è vietato ai minori di 18 anni/)).toBeTruthy();
  });

  it('page 2 in English', async () => {
    renderRoute(predictionsRoute, '/pronostici/:page?', '/pronostici/2', LANG.en);
    expect(await screen.findByRole('heading', { level: 1, name: 'Predictions' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Next matches' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /\d\d\/\d\d\/\d{4}/ }).length).toBeGreaterThan(0);
  });

  it('a category lists its articles, in each language', async () => {
    const [it, en] = await Promise.all(
      (['it', 'en'] as const).map((language) =>
        apiRead<Paged<NewsSummary>>('/news/getPaginated', {
          language,
          json: { page: 1, pageSize: 12, filters: { category: 'pronostici-scommesse' } },
        }),
      ),
    );
    const url = '/pronostici/pronostici-scommesse';
    renderRoute(categoryRoute, '/pronostici/pronostici-scommesse/:page?', url, LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pronostici e scommesse' })).toBeTruthy();
    const italian = it!.items[0]!;
    expect(screen.getByRole('link', { name: new RegExp(escape(italian.title)) }).getAttribute('href')).toBe(
      `/news/${italian.pallonecomSlug}`,
    );
    const data = await runLoader(categoryRoute.loader, url, {}, LANG.en);
    expect(data.label).toBe('Predictions and betting');
    expect(data.items[0]?.title).toBe(en!.items[0]!.title);
    await expect(runLoader(categoryRoute.loader, `${url}/99`, { page: '99' })).rejects.toMatchObject(
      NOT_FOUND,
    );
  });
});

describe('betting tab and prediction detail', () => {
  it('the competition betting tab: matches with the model percentages and links to the prediction', async () => {
    const slug = next.competition.pallonecomSlug;
    renderRoute(
      bettingTabRoute,
      '/scommesse/quote-pronostici/:slug',
      `/scommesse/quote-pronostici/${slug}`,
      LANG.it,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: `Pronostici: ${next.competition.name}` }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Pronostici' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Data', 'Pronostico', '1', 'X', '2', 'Leggi']);
    const match = within(table).getByRole('link', {
      name: new RegExp(`^${escape(next.homeName)} – ${escape(next.awayName)}`),
    });
    const row = match.closest('tr')!;
    expect(row.textContent).toMatch(/^\d\d\/\d\d\/\d{4}/);
    expect(row.textContent).toMatch(/\d+%\d+%\d+%/);
    expect(within(row).getByRole('link', { name: 'Pronostico' }).getAttribute('href')).toBe(
      `/scommesse/quote-pronostici/${slug}/${detailSlug}`,
    );
  });

  it('the prediction article in both languages, with its probabilities', async () => {
    const slug = next.competition.pallonecomSlug;
    const url = `/scommesse/quote-pronostici/${slug}/${detailSlug}`;
    for (const language of ['it', 'en'] as const) {
      const article = await apiRead<{ title: string }>(
        `/news/prediction/pallonecomSlug/${detailSlug}?competitionSlug=${slug}`,
        { language },
      );
      const { unmount } = renderRoute(
        predictionRoute,
        '/scommesse/quote-pronostici/:competitionSlug/:slug',
        url,
        LANG[language],
      );
      expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeTruthy();
      expect(article.title).toContain(language === 'it' ? 'Pronostico' : 'prediction');
      expect(
        screen.getByRole('link', { name: `${next.homeName} – ${next.awayName}` }).getAttribute('href'),
      ).toBe(`/partite/${next.pallonecomSlug}`);
      unmount();
    }
    await expect(
      runLoader(predictionRoute.loader, `/scommesse/quote-pronostici/${slug}/pronostico-nobody`, {
        competitionSlug: slug,
        slug: 'pronostico-nobody',
      }),
    ).rejects.toMatchObject(NOT_FOUND);
  });

  it('answers 404 to an unknown competition', async () => {
    await expect(
      runLoader(bettingTabRoute.loader, '/scommesse/quote-pronostici/nowhere', { slug: 'nowhere' }),
    ).rejects.toMatchObject(NOT_FOUND);
  });
});
