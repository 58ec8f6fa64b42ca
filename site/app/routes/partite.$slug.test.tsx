import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as matchRoute from './partite.$slug.tsx';
import { LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute } from '../testing/renderRoute.tsx';

beforeAll(() => {
  useRealApi();
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
