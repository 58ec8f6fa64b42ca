import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatMatchDate, type Paginated } from '@pallone/core';
import * as notFoundRoute from './$.tsx';
import * as authorRoute from './autori.$slug.tsx';
import * as homeRoute from './home.tsx';
import * as newsPageRoute from './news.$param.tsx';
import * as newsListRoute from './news.tsx';
import * as bookmakerRoute from './scommesse.bookmakers.$slug.tsx';
import * as guidesRoute from './scommesse.guide.tsx';
import type { NewsSummary } from '../lib/content.ts';
import { romeToday } from '../lib/romeToday.ts';
import { apiRead, LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

const NOT_FOUND = { init: { status: 404 } };

beforeAll(() => {
  useRealApi();
});

/**
 * A page of news as the API lists it now. Another test file may publish one article meanwhile (newest first),
 * which moves every item down one place: tests pick items that stay on the same page either way.
 */
const newsPage = (page: number, language: 'it' | 'en') =>
  apiRead<Paginated<NewsSummary>>('/news/getPaginated', { language, json: { page, pageSize: 12 } });

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

describe('news list', () => {
  it('page 1 in Italian: the newest articles with their dates', async () => {
    const { items } = await newsPage(1, 'it');
    renderRoute(newsListRoute, '/news', '/news', LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const article = items[2]!;
    const link = screen.getByRole('link', { name: new RegExp(article.title.slice(0, 30)) });
    expect(link.getAttribute('href')).toBe(`/news/${article.pallonecomSlug}`);
    expect(link.closest('li')?.textContent).toContain(formatMatchDate(article.publishedAt));
    const tabs = screen.getByRole('navigation', { name: /News/ });
    expect(within(tabs).getByRole('link', { name: 'Pronostici' }).getAttribute('href')).toBe('/pronostici');
  });

  it('page 2 in English', async () => {
    const { items } = await newsPage(2, 'en');
    renderRoute(newsPageRoute, '/news/:param', '/news/2', LANG.en);
    expect(await screen.findByRole('heading', { level: 1, name: 'News — Page 2' })).toBeInTheDocument();
    const article = items[6]!;
    expect(
      screen.getByRole('link', { name: new RegExp(article.title.slice(0, 30)) }).getAttribute('href'),
    ).toBe(`/news/${article.pallonecomSlug}`);
  });

  it('answers 404 past the last page and to an unknown article', async () => {
    await expect(runLoader(newsPageRoute.loader, '/news/999', { param: '999' })).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(
      runLoader(newsPageRoute.loader, '/news/no-such-article', { param: 'no-such-article' }),
    ).rejects.toMatchObject(NOT_FOUND);
  });
});

describe('author, guides and bookmaker pages', () => {
  it('an author: name, bio and their latest news', async () => {
    const { items } = await newsPage(1, 'en');
    const author = items.find((news) => news.author)!.author!;
    renderRoute(authorRoute, '/autori/:slug', `/autori/${author.pallonecomSlug}`, LANG.en);
    expect(await screen.findByRole('heading', { level: 1, name: author.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest news' })).toBeInTheDocument();
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first.textContent).toMatch(/\d\d\/\d\d\/\d{4}/);
    expect(within(first).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/news\/[a-z0-9-]+$/);
    await expect(runLoader(authorRoute.loader, '/autori/nobody', { slug: 'nobody' })).rejects.toMatchObject(
      NOT_FOUND,
    );
  });

  it('the guides list and a guide, in each language', async () => {
    renderRoute(guidesRoute, '/scommesse/guide/:param?', '/scommesse/guide', LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide scommesse' })).toBeInTheDocument();
    const guide = screen.getByRole('link', { name: 'Come leggere le quote decimali' });
    expect(guide.getAttribute('href')).toBe('/scommesse/guide/come-leggere-le-quote-decimali');
    expect(guide.closest('li')?.textContent).toContain('01/08/2025');
    expect(screen.getByText(/Il gioco è vietato ai minori di 18 anni/)).toBeInTheDocument();
    renderRoute(
      guidesRoute,
      '/scommesse/guide/:param?',
      '/scommesse/guide/how-to-read-decimal-odds',
      LANG.en,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to read decimal odds' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Gambling is forbidden to under-18s/)).toBeInTheDocument();
    await expect(
      runLoader(guidesRoute.loader, '/scommesse/guide/no-such-guide', { param: 'no-such-guide' }),
    ).rejects.toMatchObject(NOT_FOUND);
  });

  it('a bookmaker bonus page with the 18+ notice and its sponsored link', async () => {
    const bonuses = await apiRead<{ pallonecomSlug: string; bookmaker: { name: string }; name: string }[]>(
      '/bookmakerBonuses',
      { language: 'it' },
    );
    const bonus = bonuses[0]!;
    renderRoute(
      bookmakerRoute,
      '/scommesse/bookmakers/:slug',
      `/scommesse/bookmakers/${bonus.pallonecomSlug}`,
      LANG.it,
    );
    expect(await screen.findByRole('heading', { level: 1, name: bonus.bookmaker.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: bonus.name })).toBeInTheDocument();
    expect(screen.getByText(/Bonus massimo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bonus.bookmaker.name }).getAttribute('rel')).toBe(
      'sponsored noopener',
    );
    await expect(
      runLoader(bookmakerRoute.loader, '/scommesse/bookmakers/nobody', { slug: 'nobody' }),
    ).rejects.toMatchObject(NOT_FOUND);
  });

  it('any unknown path is a 404', () => {
    expect(() => notFoundRoute.loader()).toThrow();
    try {
      notFoundRoute.loader();
    } catch (error) {
      expect(error).toMatchObject(NOT_FOUND);
    }
  });
});
