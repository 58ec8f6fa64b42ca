import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as teamRoute from './squadre.$slug.tsx';
import { useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';
import { expectNotFound } from '../testing/expectNotFound.ts';

const INTER = 'fc-internazionale-milano';

beforeAll(() => {
  useRealApi();
});

const openTeam = (url: string, headers?: Record<string, string>) =>
  renderRoute(teamRoute, '/squadre/:slug/:tab?', url, headers);

describe('team page with the real loader and the seeded API', () => {
  it('shows the overview with its tabs, the team info and the latest squad', async () => {
    openTeam(`/squadre/${INTER}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'FC Internazionale Milano' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'FC Internazionale Milano' });
    expect(within(tabs).getByRole('link', { name: 'Squad' }).getAttribute('href')).toBe(
      `/squadre/${INTER}/formazione`,
    );
    expect(within(tabs).getByRole('link', { name: 'Fixtures' }).getAttribute('href')).toBe(
      `/squadre/${INTER}/calendario`,
    );
    expect(screen.getByRole('link', { name: 'Yann Sommer' }).getAttribute('href')).toBe(
      '/giocatori/yann-sommer',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Squad 2023/2024' })).toBeInTheDocument();
    // The data's squads are of 2023-24 only, Inter's latest season is 2025-26: the page says so.
    expect(
      screen.getByText(
        'The newest squad in our data is from 2023/2024: it is not yet the squad of the 2025/2026 season.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Serie A' }).getAttribute('href')).toBe(
      '/campionato/italia-serie-a/stagione/2025-2026/classifica',
    );
  });

  it('formazione: the latest squad the data has, by position with shirt numbers', async () => {
    openTeam(`/squadre/${INTER}/formazione`);
    const keepers = await screen.findByRole('table', { name: 'Goalkeepers' });
    const sommer = within(keepers).getByRole('link', { name: 'Yann Sommer' }).closest('tr');
    expect(sommer?.textContent).toContain('1');
    const defenders = screen.getByRole('table', { name: 'Defenders' });
    expect(within(defenders).getByRole('link', { name: 'Denzel Dumfries' }).getAttribute('href')).toBe(
      '/giocatori/denzel-dumfries',
    );
    expect(within(keepers).queryByText('Denzel Dumfries')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Squad 2023/2024' })).toBeInTheDocument();
  });

  it('formazione of a season without a squad says so', async () => {
    openTeam(`/squadre/${INTER}/formazione?stagione=2025-2026`);
    expect(await screen.findByText('The data has no squad for this season.')).toBeInTheDocument();
  });

  it('calendario: every match of the latest season, by competition, with Rome dates and scores', async () => {
    openTeam(`/squadre/${INTER}/calendario`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Fixtures 2025/2026' })).toBeInTheDocument();
    const serieA = screen.getByRole('link', { name: 'Serie A 2025/2026' });
    expect(serieA.getAttribute('href')).toBe('/campionato/italia-serie-a/stagione/2025-2026/classifica');
    const torino = screen.getByRole('link', {
      name: /25\/08\/2025 20:45\s*FC Internazionale Milano\s*5 - 0\s*Torino FC/,
    });
    expect(torino.getAttribute('href')).toContain('/partite/fc-internazionale-milano-torino-fc-2025-08-25');
    expect(screen.getByRole('link', { name: 'UEFA Champions League 2025/2026' })).toHaveAttribute(
      'href',
      '/campionato/europa-champions-league/stagione/2025-2026/classifica',
    );
  });

  it('calendario follows the season picker', async () => {
    openTeam(`/squadre/${INTER}/calendario?stagione=2023-2024`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Fixtures 2023/2024' })).toBeInTheDocument();
    const picker = screen.getByRole('navigation', { name: 'Season' });
    expect(within(picker).getByRole('link', { name: '2023/2024' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Serie A 2023/2024' })).toHaveAttribute(
      'href',
      '/campionato/italia-serie-a/stagione/2023-2024/classifica',
    );
    expect(screen.queryByRole('link', { name: 'Serie A 2025/2026' })).toBeNull();
  });

  it('speaks Italian with the lang cookie', async () => {
    openTeam(`/squadre/${INTER}/formazione`, { cookie: 'lang=it' });
    expect(await screen.findByRole('table', { name: 'Portieri' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Formazione 2023/2024' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'La rosa più recente nei nostri dati è del 2023/2024: non è ancora quella della stagione 2025/2026.',
      ),
    ).toBeInTheDocument();
  });

  it('formazione of the squad’s own season, picked, adds no note', async () => {
    openTeam(`/squadre/${INTER}/formazione?stagione=2023-2024`);
    expect(await screen.findByRole('table', { name: 'Goalkeepers' })).toBeInTheDocument();
    expect(screen.queryByText(/The newest squad in our data/)).toBeNull();
  });

  it('gives the tab its title, canonical URL and JSON-LD', async () => {
    const data = await runLoader(teamRoute.loader, `/squadre/${INTER}/calendario?stagione=2023-2024`, {
      slug: INTER,
      tab: 'calendario',
    });
    expect(data.seo.title).toBe('FC Internazionale Milano: Fixtures 2023/2024');
    expect(data.seo.url).toBe(`http://localhost/squadre/${INTER}/calendario?stagione=2023-2024`);
    const squad = await runLoader(teamRoute.loader, `/squadre/${INTER}/formazione`, {
      slug: INTER,
      tab: 'formazione',
    });
    const [team, trail] = squad.seo.jsonLd ?? [];
    expect(team).toMatchObject({ '@type': 'SportsTeam', name: 'FC Internazionale Milano' });
    expect(JSON.stringify(team)).toContain('Yann Sommer');
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('answers 404 to an unknown tab, season or team', async () => {
    await expectNotFound(teamRoute.loader, `/squadre/${INTER}/rosa`, { slug: INTER, tab: 'rosa' });
    await expectNotFound(teamRoute.loader, `/squadre/${INTER}/calendario?stagione=1900`, {
      slug: INTER,
      tab: 'calendario',
    });
    await expectNotFound(teamRoute.loader, '/squadre/no-such-team', { slug: 'no-such-team' });
  });
});
