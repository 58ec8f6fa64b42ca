import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatMatchDate } from '@pallone/core';
import * as homeRoute from './home.tsx';
import type { NewsSummary } from '../lib/content.ts';
import { romeToday } from '../lib/romeToday.ts';
import { apiRead, LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute } from '../testing/renderRoute.tsx';

beforeAll(() => {
  useRealApi();
});

describe('home', () => {
  it('the tagline, the day’s scores, the latest news and the Serie A table, in Italian', async () => {
    const { date } = await apiRead<{ date: string }>(
      `/matches/getClosestDateWithMatches?date=${romeToday()}`,
    );
    const news = await apiRead<NewsSummary[]>('/news/home?limit=6', { language: 'it' });
    renderRoute(homeRoute, '/', '/', LANG.it);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tutti i numeri del Pallone' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        name: `${date > romeToday() ? 'Partite' : 'Risultati'} del ${formatMatchDate(`${date}T12:00:00Z`)}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ultime news' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: new RegExp(news[2]!.title.slice(0, 30)) }).getAttribute('href'),
    ).toBe(`/news/${news[2]!.pallonecomSlug}`);
    const table = await screen.findByRole('table', { name: 'Classifica Serie A 2025/2026, Totale' });
    expect(within(within(table).getAllByRole('row')[1]!).getByRole('link').textContent).toBe(
      'FC Internazionale Milano',
    );
  });

  it('in English: the tagline in English (issue #15: no Italian title on English pages), English headings', async () => {
    renderRoute(homeRoute, '/', '/', LANG.en);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All the numbers of football' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /^(Results|Matches) of \d\d\/\d\d\/\d{4}$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest news' })).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Serie A 2025/2026 standings, Overall' }),
    ).toBeInTheDocument();
  });
});
