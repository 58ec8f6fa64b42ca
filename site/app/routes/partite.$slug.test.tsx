import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Match } from '@pallone/core';
import * as matchRoute from './partite.$slug.tsx';
import { LANG, nextPrediction, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';
import { expectNotFound } from '../testing/expectNotFound.ts';

const INTER_TORINO = 'fc-internazionale-milano-torino-fc-2025-08-25';
let upcoming: Match;

beforeAll(async () => {
  useRealApi();
  upcoming = (await nextPrediction()).match;
});

const openMatch = (url: string, headers?: Record<string, string>) =>
  renderRoute(matchRoute, '/partite/:slug/:tab?', url, headers);

/** Every h2 of the page with the text of the section it heads. */
const sections = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => ({
    title: heading.textContent,
    text: heading.closest('section')?.textContent ?? '',
  }));

describe('match page sections (the API at 2026-11-22)', () => {
  it('a league match shows its half-time score and its statistics, and no empty timeline', async () => {
    // Genoa–Inter 2024-08-17: 2-2, 1-1 at half time; 10 and 14 shots (match_stats.csv).
    openMatch('/partite/genoa-cfc-fc-internazionale-milano-2024-08-17');
    const details = await screen.findByRole('region', { name: 'Match details' });
    expect(details.textContent).toContain('First half: 1-1');
    const stats = await screen.findByRole('table', { name: /Statistics comparison/ });
    const shots = within(stats).getByText('Shots').closest('tr');
    expect(shots?.textContent).toContain('10');
    expect(shots?.textContent).toContain('14');
    expect(screen.queryByText('No events available')).toBeNull();
    expect(screen.queryByText('No statistics available')).toBeNull();
  });

  it('a Serie B match (no statistics, no events in the data) leaves both sections out', async () => {
    // Pescara–Cesena 2025-08-22: 1-3, 1-1 at half time.
    openMatch('/partite/delfino-pescara-cesena-fc-2025-08-22', LANG.it);
    const details = await screen.findByRole('region', { name: 'Dettagli partita' });
    expect(details.textContent).toContain('Primo tempo: 1-1');
    expect(screen.queryByText('Nessuna statistica disponibile')).toBeNull();
    expect(screen.queryByText('Nessun evento disponibile')).toBeNull();
    for (const section of sections()) expect(section.text.length).toBeGreaterThan(section.title!.length);
  });

  it('an upcoming Clásico shows both teams’ form and the head-to-head, in Italian', async () => {
    openMatch('/partite/real-madrid-cf-fc-barcelona-2027-05-09', LANG.it);
    const form = await screen.findByRole('region', { name: 'Forma' });
    expect(
      within(form).getByRole('heading', { level: 3, name: 'Ultime partite di Real Madrid CF' }),
    ).toBeInTheDocument();
    // Real Madrid's last match in the data: 4-2 at home to Athletic Club on 23/05/2026.
    expect(form.textContent).toContain('23/05/2026Athletic Club (in casa) 4-2');
    expect(
      within(form).getByRole('heading', { level: 3, name: 'Ultime partite di FC Barcelona' }),
    ).toBeInTheDocument();
    const h2h = screen.getByRole('region', { name: 'Precedenti' });
    expect(h2h.textContent).toContain('6 precedenti nei nostri dati');
    expect(h2h.textContent).toContain('FC Barcelona 2-0 Real Madrid CF');
    expect(screen.queryByRole('region', { name: 'Dettagli partita' })).toBeNull();
    expect(screen.queryByText('Nessuna statistica disponibile')).toBeNull();
  });

  it('a World Cup match keeps its timeline of goals', async () => {
    openMatch('/partite/argentina-francia-2022-12-18/diretta-live', LANG.it);
    expect(await screen.findByRole('heading', { level: 2, name: /Cronaca/ })).toBeInTheDocument();
    expect(screen.queryByText('Nessun evento disponibile')).toBeNull();
  });
});

describe('match page', () => {
  it('an ended match opens on diretta-live: score, Rome kick-off, statistics and prediction', async () => {
    openMatch(`/partite/${INTER_TORINO}`, LANG.it);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'FC Internazionale Milano - Torino FC' }),
    ).toBeInTheDocument();
    expect(screen.getByText('5 : 0')).toBeInTheDocument();
    expect(screen.getByText(/25\/08\/2025 20:45/)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'FC Internazionale Milano - Torino FC' });
    // The tab the URL leaves out is marked by data-active (NavLink sets aria-current only on its own URL).
    expect(within(tabs).getByRole('link', { name: 'Diretta live' }).dataset.active).toBe('true');
    // The data has no events of Serie A matches: no timeline, but the half-time score.
    expect(screen.queryByRole('heading', { name: /^Cronaca/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Dettagli partita' }).textContent).toContain(
      'Primo tempo: 2-0',
    );
    const stats = screen.getByRole('table', {
      name: 'Confronto statistiche: FC Internazionale Milano - Torino FC',
    });
    // Inter's 20 shots beat Torino's 12: the better value is marked for screen readers too.
    expect(within(stats).getAllByRole('row')[1]?.textContent).toBe('20 (migliore)Tiri12');
    expect(screen.getByRole('heading', { level: 2, name: 'Pronostico' })).toBeInTheDocument();
  });

  it('a final decided on penalties shows the result after extra time, marked, with the shoot-out', async () => {
    openMatch('/partite/argentina-francia-2022-12-18', LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'Argentina - Francia' })).toBeInTheDocument();
    expect(screen.getByText('3 : 3')).toBeInTheDocument();
    expect(screen.getByText('d.t.s. (4-2 d.c.r.)')).toBeInTheDocument();
    expect(screen.queryByText('2 : 2')).toBeNull();
    const { seo } = await runLoader(
      matchRoute.loader,
      '/partite/argentina-francia-2022-12-18',
      { slug: 'argentina-francia-2022-12-18' },
      LANG.en,
    );
    expect(seo.title).toContain('Argentina - France 3-3 a.e.t. (4-2 pens)');
  });

  it('the statistiche tab of the same match, in English', async () => {
    openMatch(`/partite/${INTER_TORINO}/statistiche`, LANG.en);
    const tabs = await screen.findByRole('navigation', { name: 'FC Internazionale Milano - Torino FC' });
    expect(within(tabs).getByRole('link', { name: 'Statistics' }).getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('table', { name: 'Statistics comparison: FC Internazionale Milano - Torino FC' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Timeline/ })).toBeNull();
  });

  it('a match not played yet opens on statistiche, with no score and its prediction', async () => {
    openMatch(`/partite/${upcoming.pallonecomSlug}`, LANG.en);
    const title = `${upcoming.homeName} - ${upcoming.awayName}`;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('- : -')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: title });
    expect(within(tabs).getByRole('link', { name: 'Statistics' }).dataset.active).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Prediction' })).toBeInTheDocument();
  });

  it('answers 404 to an unknown match or tab', async () => {
    await expectNotFound(matchRoute.loader, '/partite/nobody-nobody-2025-01-01', {
      slug: 'nobody-nobody-2025-01-01',
    });
    await expectNotFound(matchRoute.loader, `/partite/${INTER_TORINO}/formazioni`, {
      slug: INTER_TORINO,
      tab: 'formazioni',
    });
  });
});
