import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as statisticsRoute from './statistiche.tsx';
import { LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

beforeAll(() => {
  useRealApi();
});

describe('/statistiche', () => {
  it('Serie A teams, standings, matchday and scorers under the SPEC anchors', async () => {
    renderRoute(statisticsRoute, '/statistiche', '/statistiche', LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistiche' })).toBeInTheDocument();
    const anchors = within(screen.getByRole('navigation', { name: 'Statistiche' })).getAllByRole('link');
    expect(anchors.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Squadre', '#squadre'],
      ['Classifica', '#classifica'],
      ['Giornata', '#giornata'],
      ['Marcatori', '#marcatori'],
    ]);
    expect(screen.getAllByRole('link', { name: 'FC Internazionale Milano' })[0]?.getAttribute('href')).toBe(
      '/squadre/fc-internazionale-milano',
    );
    expect(
      await screen.findByRole('table', { name: 'Classifica Serie A 2025/2026, Totale' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Giornata: Giornata 38' })).toBeInTheDocument();
    // Serie A has no goal events in the data: the scorers are those of the latest season that has them.
    const scorers = screen.getByRole('heading', { level: 2, name: 'Marcatori: Coppa del Mondo FIFA 2026' });
    expect(within(scorers).getByRole('link').getAttribute('href')).toBe(
      '/campionato/mondo-coppa-del-mondo/stagione/2026/classifica',
    );
    const first = scorers.closest('section')?.querySelector('li');
    expect(first?.textContent).toBe('Kylian Mbappé (Francia) — 10');
  });

  it("never follows the live stream when Serie A's shown season has no match to come", async () => {
    expect(await runLoader(statisticsRoute.loader, '/statistiche', {})).toMatchObject({ followLive: null });
  });

  it('in English', async () => {
    renderRoute(statisticsRoute, '/statistiche', '/statistiche', LANG.en);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Matchday: Matchday 38' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Top scorers: FIFA World Cup 2026' }),
    ).toBeInTheDocument();
  });
});
