import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as bettingTabRoute from './scommesse.quote-pronostici.tsx';
import { LANG, nextPredictionForFile } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';
import { roleTexts } from '../testing/roleTexts.ts';

const NOT_FOUND = { init: { status: 404 } };

/** The next match to be played with a prediction, and its prediction article's slug. */
const prediction = nextPredictionForFile();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('competition betting tab', () => {
  it('the competition betting tab: matches with the model percentages and links to the prediction', async () => {
    const slug = prediction.match.competition.pallonecomSlug;
    renderRoute(
      bettingTabRoute,
      '/scommesse/quote-pronostici/:slug',
      `/scommesse/quote-pronostici/${slug}`,
      LANG.it,
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Pronostici: ${prediction.match.competition.name}`,
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pronostici' });
    expect(roleTexts(table, 'columnheader')).toEqual(['Data', 'Pronostico', '1', 'X', '2', 'Leggi']);
    const match = within(table).getByRole('link', {
      name: new RegExp(`^${escape(prediction.match.homeName)} – ${escape(prediction.match.awayName)}`),
    });
    const row = match.closest('tr')!;
    expect(row.textContent).toMatch(/^\d\d\/\d\d\/\d{4}/);
    expect(row.textContent).toMatch(/\d+%\d+%\d+%/);
    expect(within(row).getByRole('link', { name: 'Pronostico' }).getAttribute('href')).toBe(
      `/scommesse/quote-pronostici/${slug}/${prediction.detailSlug}`,
    );
  });

  it('answers 404 to an unknown competition', async () => {
    await expect(
      runLoader(bettingTabRoute.loader, '/scommesse/quote-pronostici/nowhere', { slug: 'nowhere' }),
    ).rejects.toMatchObject(NOT_FOUND);
  });
});
