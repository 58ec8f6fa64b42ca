import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import * as liveRoute from './live-risultati.tsx';
import { LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

beforeAll(() => {
  useRealApi();
});

/** The data's days with matches around a Wednesday without any: Sunday 22/11/2026 (LaLiga) and Saturday 28/11 (Ligue 1). */
const EMPTY_DAY = '2026-11-25';

describe('/live-risultati on a day without matches', () => {
  it('links to the nearest days with matches before and after it, in Italian', async () => {
    renderRoute(liveRoute, '/live-risultati', `/live-risultati?date=${EMPTY_DAY}`, LANG.it);
    expect(await screen.findByText('Nessuna partita in questa data')).toBeInTheDocument();
    const previous = screen.getByRole('link', { name: '‹ Giorno precedente con partite: 22/11/2026' });
    expect(previous.getAttribute('href')).toBe('/live-risultati?date=2026-11-22');
    const next = screen.getByRole('link', { name: 'Giorno successivo con partite: 28/11/2026 ›' });
    expect(next.getAttribute('href')).toBe('/live-risultati?date=2026-11-28');
  });

  it('in English, and no such links on a day with matches', async () => {
    const empty = await runLoader(liveRoute.loader, `/live-risultati?date=${EMPTY_DAY}`, {}, LANG.en);
    expect(empty.nearest).toEqual({ previous: '2026-11-22', next: '2026-11-28' });
    renderRoute(liveRoute, '/live-risultati', `/live-risultati?date=${EMPTY_DAY}`, LANG.en);
    expect(await screen.findByRole('link', { name: 'Next day with matches: 28/11/2026 ›' })).toHaveAttribute(
      'href',
      '/live-risultati?date=2026-11-28',
    );
    const busy = await runLoader(liveRoute.loader, '/live-risultati?date=2026-11-22', {}, LANG.en);
    expect(busy.nearest).toBeNull();
  });

  it('the next-day button loads the next day through the address: an empty day then shows its links', async () => {
    const user = userEvent.setup();
    renderRoute(liveRoute, '/live-risultati', '/live-risultati?date=2026-11-22', LANG.it);
    expect(await screen.findByRole('heading', { name: 'Partite del 22/11/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Giorno precedente con partite/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Giorno successivo' }));
    expect(
      await screen.findByRole('link', { name: '‹ Giorno precedente con partite: 22/11/2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giorno successivo con partite: 28/11/2026 ›' })).toHaveAttribute(
      'href',
      '/live-risultati?date=2026-11-28',
    );
  });
});

describe('/live-risultati', () => {
  it('a day of results by competition, each linking to its match', async () => {
    renderRoute(liveRoute, '/live-risultati', '/live-risultati?date=2025-08-25', LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live risultati' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Risultati del 25/08/2025' })).toBeInTheDocument();
    const inter = screen.getByRole('link', { name: /FC Internazionale Milano\s*5\s*-\s*0\s*Torino FC/ });
    expect(inter.getAttribute('href')).toBe(
      '/partite/fc-internazionale-milano-torino-fc-2025-08-25/diretta-live',
    );
  });

  it('today by default, in English', async () => {
    renderRoute(liveRoute, '/live-risultati', '/live-risultati', LANG.en);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live results' })).toBeInTheDocument();
    // "Results" once one of today's matches has begun, "Matches" before (the day is the machine's).
    expect(
      screen.getByRole('heading', { name: /^(Results|Matches) of \d\d\/\d\d\/\d{4}$/ }),
    ).toBeInTheDocument();
  });
});
