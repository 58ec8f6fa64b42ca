import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatMatchDate } from '@pallone/core';
import * as newsListRoute from './news.tsx';
import { LANG, newsPage, useRealApi } from '../testing/realApi.ts';
import { renderRoute } from '../testing/renderRoute.tsx';

beforeAll(() => {
  useRealApi();
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
});
