import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Match } from '@pallone/core';
import * as competitionRoute from './campionato.$slug.tsx';
import { apiBase } from '../lib/api.server.ts';
import { apiRead, LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';
import { expectNotFound } from '../testing/expectNotFound.ts';
import { COMPETITION_PATTERNS, openCompetition } from '../testing/openCompetition.ts';

const INTER_TORINO = 'fc-internazionale-milano-torino-fc-2025-08-25';
let serieAGroup: number;

beforeAll(async () => {
  useRealApi();
  serieAGroup = (await apiRead<Match>(`/matches/pallonecomSlug/${INTER_TORINO}`)).group!.id;
});

const row = (team: string) => screen.getByRole('link', { name: team }).closest('tr')?.textContent ?? '';

describe('competition page', () => {
  it('classifica by default: the latest Serie A season, final table from the data', async () => {
    openCompetition(COMPETITION_PATTERNS.slug, '/campionato/italia-serie-a', LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'Serie A 2025/2026' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Classifica Serie A 2025/2026, Totale' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link').textContent).toBe('FC Internazionale Milano');
    expect(row('FC Internazionale Milano')).toContain('89:35');
    expect(row('FC Internazionale Milano')).toContain('87');
    const tabs = screen.getByRole('navigation', { name: 'Serie A' });
    expect(within(tabs).getByRole('link', { name: 'Calendario' }).getAttribute('href')).toBe(
      '/campionato/italia-serie-a/calendario',
    );
    expect(within(tabs).getByRole('link', { name: 'Pronostici' }).getAttribute('href')).toBe(
      '/scommesse/quote-pronostici/italia-serie-a',
    );
  });

  it("never follows the live stream for a season with no match to come, nor for a past turn's table", async () => {
    const current = await runLoader(competitionRoute.loader, '/campionato', { slug: 'italia-serie-a' });
    expect(current).toMatchObject({ content: 'standings', followLive: null });
    const pastTurn = await runLoader(competitionRoute.loader, '/campionato', {
      slug: 'italia-serie-a',
      season: '2025-2026',
      group: String(serieAGroup),
      turn: '10',
      tab: 'classifica',
    });
    expect(pastTurn).toMatchObject({ content: 'standings', followLive: null });
  });

  it('speaks English with lang=en', async () => {
    openCompetition(COMPETITION_PATTERNS.slug, '/campionato/italia-serie-a', LANG.en);
    expect(
      await screen.findByRole('table', { name: 'Serie A 2025/2026 standings, Overall' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fixtures' })).toHaveAttribute(
      'href',
      '/campionato/italia-serie-a/calendario',
    );
  });

  it('calendario: the current matchday with Rome dates, times and scores', async () => {
    openCompetition(COMPETITION_PATTERNS.tab, '/campionato/italia-serie-a/calendario', LANG.it);
    expect(await screen.findByRole('heading', { level: 2, name: 'Giornata 38' })).toBeInTheDocument();
    const bologna = screen.getByRole('link', {
      name: /23\/05\/2026 18:00\s*Bologna FC 1909\s*3 - 3\s*FC Internazionale Milano/,
    });
    expect(bologna.getAttribute('href')).toBe(
      '/partite/bologna-fc-1909-fc-internazionale-milano-2026-05-23/diretta-live',
    );
    const turns = screen.getByRole('navigation', { name: 'Giornata' });
    expect(within(turns).getByRole('link', { name: '38' }).getAttribute('aria-current')).toBe('page');
  });

  it('a season, group and matchday URL shows that matchday', async () => {
    openCompetition(
      COMPETITION_PATTERNS.turn,
      `/campionato/italia-serie-a/stagione/2025-2026/gruppo/${serieAGroup}/giornata/1/calendario`,
      LANG.en,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Matchday 1' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /25\/08\/2025 20:45\s*FC Internazionale Milano\s*5 - 0\s*Torino FC/ }),
    ).toBeInTheDocument();
  });

  it('a group named by its Italian slug, in Italian: Giornata 38', async () => {
    openCompetition(
      COMPETITION_PATTERNS.turn,
      '/campionato/italia-serie-a/stagione/2025-2026/gruppo/campionato/giornata/38/calendario',
      LANG.it,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Giornata 38' })).toBeInTheDocument();
    const turns = screen.getByRole('navigation', { name: 'Giornata' });
    expect(within(turns).getByRole('link', { name: '1' }).getAttribute('href')).toBe(
      '/campionato/italia-serie-a/stagione/2025-2026/gruppo/campionato/giornata/1/calendario',
    );
  });

  it('an older season by URL: its own standings', async () => {
    openCompetition(
      COMPETITION_PATTERNS.season,
      '/campionato/italia-serie-a/stagione/2023-2024/classifica',
      LANG.en,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Serie A 2023/2024' })).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Serie A 2023/2024 standings, Overall' }),
    ).toBeInTheDocument();
    expect(row('FC Internazionale Milano')).toContain('89:22');
  });

  it('answers 404 to an unknown competition, tab, season or matchday', async () => {
    const notFound = (url: string, params: Record<string, string>) =>
      expectNotFound(competitionRoute.loader, url, params);
    await notFound('/campionato/no-such-league', { slug: 'no-such-league' });
    await notFound('/campionato/italia-serie-a/marcatori', { slug: 'italia-serie-a', tab: 'marcatori' });
    await notFound('/campionato/italia-serie-a/stagione/1900-1901/classifica', {
      slug: 'italia-serie-a',
      season: '1900-1901',
      tab: 'classifica',
    });
    await notFound('', {
      slug: 'italia-serie-a',
      season: '2025-2026',
      group: String(serieAGroup),
      turn: '99',
      tab: 'calendario',
    });
  });
});

describe('competition page API calls (issue #17: a render makes at most two)', () => {
  /** The API paths a loader asks for; the staff cookie skips the site's shared cache, so every call is seen. */
  async function callsOf(params: Record<string, string>) {
    const base = apiBase();
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      await runLoader(competitionRoute.loader, '/campionato', params, { cookie: 'lang=it; XSRF-TOKEN=t' });
      return spy.mock.calls
        .map(([input]) => String(input instanceof Request ? input.url : input))
        .filter((url) => url.startsWith(base))
        .map((url) => new URL(url).pathname.replace('/api/v1', ''));
    } finally {
      spy.mockRestore();
    }
  }

  it('classifica: the season with its pickers, then the table', async () => {
    expect(await callsOf({ slug: 'italia-serie-a' })).toEqual([
      '/competitionSeasons/getStandingsSeason',
      expect.stringMatching(/^\/groups\/\d+\/getTeamStandings$/),
    ]);
    expect(
      await callsOf({
        slug: 'europa-campionato-europeo',
        season: '2024',
        group: 'girone-b',
        tab: 'classifica',
      }),
    ).toHaveLength(2);
  });

  it('formazione: the season, then its teams', async () => {
    expect(await callsOf({ slug: 'italia-serie-a', tab: 'formazione' })).toHaveLength(2);
  });

  it("calendario: the season with its phases and its latest result's phase, then that phase's matches", async () => {
    expect(await callsOf({ slug: 'italia-serie-a', tab: 'calendario' })).toEqual([
      '/competitionSeasons/getStandingsSeason',
      '/matches',
    ]);
    // A World Cup that is over opens on its whole knockout bracket, still in two calls.
    expect(await callsOf({ slug: 'mondo-coppa-del-mondo', tab: 'calendario' })).toEqual([
      '/competitionSeasons/getStandingsSeason',
      '/matches',
    ]);
    expect(
      await callsOf({
        slug: 'europa-campionato-europeo',
        season: '2024',
        group: 'girone-b',
        tab: 'calendario',
      }),
    ).toHaveLength(2);
  });
});

describe('team in a season: the competition formazione tab', () => {
  it('lists the competition season teams, each linking to its squad that season', async () => {
    renderRoute(
      competitionRoute,
      COMPETITION_PATTERNS.season,
      '/campionato/italia-serie-a/stagione/2023-2024/formazione',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FC Internazionale Milano' }).getAttribute('href')).toBe(
      '/squadre/fc-internazionale-milano/formazione?stagione=2023-2024',
    );
    expect(screen.getByRole('link', { name: 'AC Milan' })).toHaveAttribute(
      'href',
      '/squadre/ac-milan/formazione?stagione=2023-2024',
    );
  });
});
