import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as bookmakerRoute from './scommesse.bookmakers.$slug.tsx';
import { apiRead, LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

const NOT_FOUND = { init: { status: 404 } };

beforeAll(() => {
  useRealApi();
});

describe('bookmaker page', () => {
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
});
