import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Match } from '@pallone/core';
import * as competitionRoute from './campionato.$slug.tsx';
import * as liveRoute from './live-risultati.tsx';
import * as matchRoute from './partite.$slug.tsx';
import * as statisticsRoute from './statistiche.tsx';
import { apiBase } from '../lib/api.server.ts';
import { apiRead, LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

const NOT_FOUND = { init: { status: 404 } };
const INTER_TORINO = 'fc-internazionale-milano-torino-fc-2025-08-25';
let serieAGroup: number;
let upcoming: Match;

beforeAll(async () => {
  useRealApi();
  serieAGroup = (await apiRead<Match>(`/matches/pallonecomSlug/${INTER_TORINO}`)).group!.id;
  const list = await apiRead<{ items: Match[] }>('/matches/predictions/getPaginated', {
    json: { page: 1, pageSize: 1 },
  });
  upcoming = list.items[0]!;
});

const openCompetition = (pattern: string, url: string, headers?: Record<string, string>) =>
  renderRoute(competitionRoute, pattern, url, headers);
const row = (team: string) => screen.getByRole('link', { name: team }).closest('tr')?.textContent ?? '';

describe('competition page', () => {
  it('classifica by default: the latest Serie A season, final table from the data', async () => {
    openCompetition('/campionato/:slug', '/campionato/italia-serie-a', LANG.it);
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

  it('speaks English with lang=en', async () => {
    openCompetition('/campionato/:slug', '/campionato/italia-serie-a', LANG.en);
    expect(
      await screen.findByRole('table', { name: 'Serie A 2025/2026 standings, Overall' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fixtures' })).toHaveAttribute(
      'href',
      '/campionato/italia-serie-a/calendario',
    );
  });

  it('calendario: the current matchday with Rome dates, times and scores', async () => {
    openCompetition('/campionato/:slug/:tab', '/campionato/italia-serie-a/calendario', LANG.it);
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
      '/campionato/:slug/stagione/:season/gruppo/:group/giornata/:turn/:tab',
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
      '/campionato/:slug/stagione/:season/gruppo/:group/giornata/:turn/:tab',
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
      '/campionato/:slug/stagione/:season/:tab',
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
    const load = (url: string, params: Record<string, string>) =>
      runLoader(competitionRoute.loader, url, params);
    await expect(load('/campionato/no-such-league', { slug: 'no-such-league' })).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(
      load('/campionato/italia-serie-a/marcatori', { slug: 'italia-serie-a', tab: 'marcatori' }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(
      load('/campionato/italia-serie-a/stagione/1900-1901/classifica', {
        slug: 'italia-serie-a',
        season: '1900-1901',
        tab: 'classifica',
      }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(
      load('', {
        slug: 'italia-serie-a',
        season: '2025-2026',
        group: String(serieAGroup),
        turn: '99',
        tab: 'calendario',
      }),
    ).rejects.toMatchObject(NOT_FOUND);
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
});

describe('match page', () => {
  const openMatch = (url: string, headers?: Record<string, string>) =>
    renderRoute(matchRoute, '/partite/:slug/:tab?', url, headers);

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
    await expect(
      runLoader(matchRoute.loader, '/partite/nobody-nobody-2025-01-01', { slug: 'nobody-nobody-2025-01-01' }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(
      runLoader(matchRoute.loader, `/partite/${INTER_TORINO}/formazioni`, {
        slug: INTER_TORINO,
        tab: 'formazioni',
      }),
    ).rejects.toMatchObject(NOT_FOUND);
  });
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

  it('in English', async () => {
    renderRoute(statisticsRoute, '/statistiche', '/statistiche', LANG.en);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Matchday: Matchday 38' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Top scorers: FIFA World Cup 2026' }),
    ).toBeInTheDocument();
  });
});

describe('/live-risultati', () => {
  it('a day of results by competition, each linking to its match', async () => {
    renderRoute(liveRoute, '/live-risultati', '/live-risultati?date=2025-08-25', LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live risultati' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Risultati del 25/08/2025' })).toBeInTheDocument();
    const inter = screen.getByRole('link', { name: /FC Internazionale Milano\s*5\s*-\s*0\s*Torino FC/ });
    expect(inter.getAttribute('href')).toBe(`/partite/${INTER_TORINO}/diretta-live`);
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
