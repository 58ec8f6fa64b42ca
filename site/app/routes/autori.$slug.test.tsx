import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as authorRoute from './autori.$slug.tsx';
import { LANG, newsPage, useRealApi } from '../testing/realApi.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { expectNotFound } from '../testing/expectNotFound.ts';

beforeAll(() => {
  useRealApi();
});

describe('author page', () => {
  it('an author: name, bio and their latest news', async () => {
    const { items } = await newsPage(1, 'en');
    const author = items.find((news) => news.author)!.author!;
    renderRoute(authorRoute, '/autori/:slug', `/autori/${author.pallonecomSlug}`, LANG.en);
    expect(await screen.findByRole('heading', { level: 1, name: author.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest news' })).toBeInTheDocument();
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first.textContent).toMatch(/\d\d\/\d\d\/\d{4}/);
    expect(within(first).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/news\/[a-z0-9-]+$/);
    await expectNotFound(authorRoute.loader, '/autori/nobody', { slug: 'nobody' });
  });
});
