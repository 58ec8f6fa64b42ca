import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Paginated } from '@pallone/core';
import * as categoryRoute from './pronostici.category.tsx';
import type { NewsSummary } from '../lib/content.ts';
import { apiRead, LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

const NOT_FOUND = { init: { status: 404 } };

beforeAll(() => {
  useRealApi();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('/pronostici/{category}', () => {
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
