import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as searchRoute from './cerca.tsx';
import { LANG, useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';

beforeAll(() => {
  useRealApi();
});

const openSearch = (url: string, headers?: Record<string, string>) =>
  renderRoute(searchRoute, '/cerca', url, headers);

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/cerca, the search results page, on the seeded API', () => {
  it('"inter": the four sections, Squadre first with Inter at the top, and more results than the typeahead', async () => {
    openSearch('/cerca?q=inter', LANG.it);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Risultati per “inter”' }),
    ).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Squadre', 'Partite', 'Giocatori', 'News']);
    const teams = screen.getByRole('region', { name: 'Squadre' });
    const [first] = within(teams).getAllByRole('link');
    expect(first!.textContent).toContain('FC Internazionale Milano');
    expect(first!.getAttribute('href')).toBe('/squadre/fc-internazionale-milano');
    const matches = within(screen.getByRole('region', { name: 'Partite' })).getAllByRole('link');
    expect(matches.length).toBeGreaterThan(10);
    expect(screen.getByRole('searchbox', { name: 'Nuova ricerca' })).toHaveProperty('value', 'inter');
  });

  it('"lautaro" in English: Players first, Lautaro Martínez above Lautaro Gianetti, empty sections say so', async () => {
    openSearch('/cerca?q=lautaro', LANG.en);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “lautaro”' }),
    ).toBeInTheDocument();
    expect(sectionTitles()[0]).toBe('Players');
    const players = within(screen.getByRole('region', { name: 'Players' })).getAllByRole('link');
    expect(players.map((link) => link.textContent)).toEqual([
      'Lautaro MartínezFC Internazionale Milano',
      'Lautaro GianettiUdinese Calcio',
    ]);
    expect(within(screen.getByRole('region', { name: 'Teams' })).getByText('No results')).toBeInTheDocument();
  });

  it("FC Südtirol's matches show their scores", async () => {
    openSearch('/cerca?q=sudtirol', LANG.it);
    const matches = within(await screen.findByRole('region', { name: 'Partite' }, { timeout: 20_000 }));
    const scores = matches.getAllByText((_, element) => element?.getAttribute('data-part') === 'score');
    expect(scores.slice(0, 10).every((score) => /^\d+ - \d+$/.test(score.textContent ?? ''))).toBe(true);
  });

  it('"barcelona": a match still to play shows its date and kick-off time, a played one its score', async () => {
    openSearch('/cerca?q=barcelona', LANG.it);
    const rows = within(await screen.findByRole('region', { name: 'Partite' })).getAllByRole('link');
    const toPlay = rows.filter((row) => row.querySelector('[data-part="score"]')?.textContent === '-');
    const played = rows.filter((row) => row.querySelector('[data-part="score"]')?.textContent !== '-');
    expect(toPlay.length).toBeGreaterThan(0);
    expect(played.length).toBeGreaterThan(0);
    for (const row of toPlay) {
      expect(row.querySelector('time')?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    }
    for (const row of played) {
      expect(row.querySelector('[data-part="score"]')?.textContent).toMatch(/^\d+ - \d+$/);
    }
  });

  it('without a text shows only the form, and is not for search engines', async () => {
    openSearch('/cerca', LANG.it);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cerca' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    const data = (await runLoader(searchRoute.loader, '/cerca?q=%20%20', {})) as {
      results: unknown;
      seo: unknown;
    };
    expect(data.results).toBeNull();
    expect(data.seo).toMatchObject({ index: false });
  });
});
