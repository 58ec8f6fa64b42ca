import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Match, Paginated } from '@pallone/core';
import * as bettingTabRoute from './scommesse.quote-pronostici.tsx';
import * as predictionRoute from './scommesse.quote-pronostici.detail.tsx';
import * as categoryRoute from './pronostici.category.tsx';
import * as predictionsRoute from './pronostici.tsx';
import { predictionPath } from '../components/matches/PredictionList.tsx';
import type { NewsSummary } from '../lib/content.ts';
import { apiRead, LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

const NOT_FOUND = { init: { status: 404 } };
/** The first match with a prediction (the next one to be played) and its prediction article's address. */
let next: Match;
let detailSlug: string;

beforeAll(async () => {
  useRealApi();
  const list = await apiRead<Paginated<Match>>('/matches/predictions/getPaginated', {
    json: { page: 1, pageSize: 1 },
  });
  next = list.items[0]!;
  detailSlug = `pronostico-${next.pallonecomSlug}`;
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    expect(hrefs[0]).toBe(`/scommesse/quote-pronostici/${next.competition.pallonecomSlug}/${detailSlug}`);
    expect(rows[0]!.textContent).toContain(`${next.homeName} – ${next.awayName}`);
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

  it('a category lists its articles, in each language', async () => {
    const [it, en] = await Promise.all(
      (['it', 'en'] as const).map((language) =>
        apiRead<Paginated<NewsSummary>>('/news/getPaginated', {
          language,
          json: { page: 1, pageSize: 12, filters: { category: 'pronostici-scommesse' } },
        }),
      ),
    );
    const url = '/pronostici/pronostici-scommesse';
    renderRoute(categoryRoute, '/pronostici/pronostici-scommesse/:page?', url, LANG.it);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pronostici e scommesse' }),
    ).toBeInTheDocument();
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
    ).toBeInTheDocument();
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
      expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
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
