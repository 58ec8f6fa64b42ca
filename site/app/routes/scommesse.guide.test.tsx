import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as guidesRoute from './scommesse.guide.tsx';
import { LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

const NOT_FOUND = { init: { status: 404 } };

beforeAll(() => {
  useRealApi();
});

describe('guides', () => {
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
});
