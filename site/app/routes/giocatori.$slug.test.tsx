import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as playerRoute from './giocatori.$slug.tsx';
import { useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';
import { expectNotFound } from '../testing/expectNotFound.ts';

const DUMFRIES = 'denzel-dumfries';
beforeAll(() => {
  useRealApi();
});

const openPlayer = (url: string, headers?: Record<string, string>) =>
  renderRoute(playerRoute, '/giocatori/:slug/:tab?', url, headers);
const row = (link: HTMLElement) => link.closest('tr')?.textContent ?? '';

describe('player page with the real loader and the seeded API', () => {
  it('overview: profile, tabs, latest squad and totals', async () => {
    openPlayer(`/giocatori/${DUMFRIES}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Denzel Dumfries' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Denzel Dumfries' });
    expect(within(tabs).getByRole('link', { name: 'Career' }).getAttribute('href')).toBe(
      `/giocatori/${DUMFRIES}/carriera`,
    );
    expect(screen.getByRole('link', { name: 'FC Internazionale Milano' }).getAttribute('href')).toBe(
      '/squadre/fc-internazionale-milano',
    );
    expect(screen.getByRole('link', { name: 'FIFA World Cup 2026' }).getAttribute('href')).toBe(
      `/giocatori/${DUMFRIES}/bilancio/40`,
    );
    expect(screen.getByText('#22 Defender')).toBeInTheDocument();
  });

  it('carriera: every squad with shirt number and position, linking to the bilancio', async () => {
    openPlayer(`/giocatori/${DUMFRIES}/carriera`);
    const serieA = await screen.findByRole('link', { name: 'Record Serie A 2023/2024' });
    expect(serieA.getAttribute('href')).toBe(`/giocatori/${DUMFRIES}/bilancio/5`);
    expect(row(serieA)).toContain('FC Internazionale Milano');
    expect(row(serieA)).toContain('Defender');
    expect(row(screen.getByRole('link', { name: 'Record UEFA European Championship 2024' }))).toContain(
      'Netherlands',
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('statistiche: goals by competition season from match events', async () => {
    openPlayer(`/giocatori/${DUMFRIES}/statistiche`);
    const worldCup = await screen.findByRole('link', { name: 'FIFA World Cup 2022' });
    expect(worldCup.getAttribute('href')).toBe(`/giocatori/${DUMFRIES}/bilancio/1`);
    expect(row(worldCup)).toBe('FIFA World Cup 2022Netherlands100');
  });

  it('statistiche of a club-only player leaves the goals section out (no goal events in the data)', async () => {
    // Acerbi is in the Serie A 2023-24 squads only: league matches carry no goal events.
    openPlayer('/giocatori/francesco-acerbi/statistiche');
    expect(await screen.findByRole('heading', { level: 2, name: 'Competitions' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Goals' })).toBeNull();
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('speaks Italian with the lang cookie', async () => {
    openPlayer(`/giocatori/${DUMFRIES}/carriera`, { cookie: 'lang=it' });
    expect(await screen.findByRole('link', { name: 'Bilancio Serie A 2023/2024' })).toHaveAttribute(
      'href',
      `/giocatori/${DUMFRIES}/bilancio/5`,
    );
    expect(screen.getByRole('link', { name: 'Panoramica' })).toHaveAttribute(
      'href',
      `/giocatori/${DUMFRIES}`,
    );
    expect(screen.getAllByText('Difensore').length).toBeGreaterThan(0);
  });

  it('gives each tab its title, canonical URL and Person JSON-LD', async () => {
    const data = await runLoader(playerRoute.loader, `/giocatori/${DUMFRIES}/carriera`, {
      slug: DUMFRIES,
      tab: 'carriera',
    });
    expect(data.seo.title).toBe('Denzel Dumfries: Career');
    expect(data.seo.url).toBe(`http://localhost/giocatori/${DUMFRIES}/carriera`);
    expect(data.seo.jsonLd?.[0]).toMatchObject({
      '@type': 'Person',
      name: 'Denzel Dumfries',
      birthDate: '1996-04-18',
      memberOf: { name: 'FC Internazionale Milano' },
    });
    expect(data.seo.jsonLd?.[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('answers 404 to an unknown tab or player', async () => {
    await expectNotFound(playerRoute.loader, `/giocatori/${DUMFRIES}/trasferimenti`, {
      slug: DUMFRIES,
      tab: 'trasferimenti',
    });
    await expectNotFound(playerRoute.loader, '/giocatori/nobody-at-all', { slug: 'nobody-at-all' });
  });
});
