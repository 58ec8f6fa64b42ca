import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TeamStatisticComparison } from '@pallone/core';
import { StatComparison } from './StatComparison.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { retryAfterFailedLoad } from '../testing/retryAfterFailedLoad.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { failRefresh } from '../testing/failRefresh.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { STAT_COMPARISON_IDS } from '../mocks/handlers/statComparison.ts';
import juveInter from '../mocks/fixtures/statComparison.juveInter.json' with { type: 'json' };

const { juventus, inter, serieA2024, genoaInter, withoutStats } = STAT_COMPARISON_IDS;

const row = (name: string | RegExp) => screen.getByRole('rowheader', { name }).closest('tr')!;
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** The bar is hidden from screen readers; its shares are on a data attribute. */
const barShares = (tr: HTMLElement) =>
  within(tr).getByRole('rowheader').querySelector('[aria-hidden="true"]');

describe('StatComparison', () => {
  it('compares Juventus and Inter in Serie A 2024-25 in a captioned table, one row per parameter', async () => {
    renderWidget(<StatComparison teamIds={[juventus, inter]} competitionSeasonId={serieA2024} />);
    const table = await screen.findByRole('table', {
      name: 'Confronto statistiche: Juventus FC - FC Internazionale Milano',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Juventus', 'Statistica', 'Inter']); // short names in the headers, full ones in the caption
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    expect(cells(row(/^Partite giocate/))).toEqual(['38', '38']);
    expect(cells(row(/^Gol segnati/))).toEqual(['1,53', '2,08 (migliore)']);
  });

  it('formats values in Italian with two decimals and drops ",00" (SPEC §9)', async () => {
    renderWidget(<StatComparison teamIds={[juventus, inter]} competitionSeasonId={serieA2024} />);
    await screen.findByRole('table');
    // Inter's 1.5 yellow cards a match → "1,50"; Juventus's 5 shots on target → "5"; 13.5 shots → "13,50".
    expect(cells(row(/^Ammonizioni/))).toEqual(['1,74', '1,50 (migliore)']);
    expect(cells(row(/^Tiri in porta/))).toEqual(['5', '5,11 (migliore)']);
    expect(cells(row(/^Tiri \(/))).toEqual(['13,50', '15,03 (migliore)']);
  });

  it('marks the better value bold, the lower one where fewer is better, and neither on a tie', async () => {
    renderWidget(<StatComparison teamIds={[juventus, inter]} competitionSeasonId={serieA2024} />);
    await screen.findByRole('table');
    const bold = (tr: HTMLElement) => [...tr.querySelectorAll('strong')].map((strong) => strong.textContent);
    expect(bold(row(/^Gol segnati/))).toEqual(['2,08']);
    expect(bold(row(/^Ammonizioni/))).toEqual(['1,50']); // fewer cards is better
    expect(bold(row(/^Partite giocate/))).toEqual([]);
  });

  it('shows the unit of each parameter', async () => {
    renderWidget(<StatComparison teamIds={[juventus, inter]} competitionSeasonId={serieA2024} />);
    await screen.findByRole('table');
    expect(screen.getByRole('rowheader', { name: 'Percentuale di vittorie (%)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Tiri (per partita)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Partite giocate' })).toBeInTheDocument();
  });

  it("compares a match's statistics, splitting the bar 50/50 when both values are 0", async () => {
    renderWidget(<StatComparison matchId={genoaInter} />);
    await screen.findByRole('table', { name: 'Confronto statistiche: Genoa CFC - FC Internazionale Milano' });
    const redCards = row('Espulsioni');
    expect(cells(redCards)).toEqual(['0', '0']);
    expect(barShares(redCards)).toHaveAttribute('data-shares', '50% 50%');
    const shots = row('Tiri');
    expect(cells(shots)).toEqual(['10', '14 (migliore)']);
    expect(barShares(shots)).toHaveAttribute('data-shares', '41.67% 58.33%');
  });

  it('shows a dash for a parameter only one team has', async () => {
    const real = juveInter as TeamStatisticComparison;
    const [juve, interStats] = real.teams;
    mswServer.use(
      http.get(apiPath('/teams/getComparison'), () =>
        HttpResponse.json({
          teams: [
            { ...juve!, parameters: juve!.parameters.filter((p) => p.code !== 'corners') },
            interStats!,
          ],
        }),
      ),
    );
    renderWidget(<StatComparison teamIds={[juventus, inter]} competitionSeasonId={serieA2024} />);
    await screen.findByRole('table');
    const corners = row(/^Calci d'angolo/);
    expect(cells(corners)).toEqual(['–', '5,82']);
    expect(barShares(corners)).toHaveAttribute('data-shares', '0% 100%');
    expect(screen.getAllByRole('rowheader').at(-1)).toHaveAccessibleName("Calci d'angolo (per partita)");
  });

  it('speaks English', async () => {
    renderWidget(<StatComparison matchId={genoaInter} />, { language: 'en' });
    await screen.findByRole('table', { name: 'Statistics comparison: Genoa CFC - FC Internazionale Milano' });
    expect(screen.getByRole('columnheader', { name: 'Statistic' })).toBeInTheDocument();
    expect(cells(row('Shots'))).toEqual(['10', '14 (better)']);
  });

  it('says "Nessuna statistica disponibile" when the data has none (World Cup 2022 final)', async () => {
    renderWidget(<StatComparison matchId={withoutStats} />);
    expect(await screen.findByText('Nessuna statistica disponibile')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('holds its place while loading and retries after an error', async () => {
    await retryAfterFailedLoad(
      <StatComparison teamIds={[juventus, inter]} competitionSeasonId={serieA2024} />,
      '/teams/getComparison',
      juveInter,
    );
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('is a labelled region, dark on request', async () => {
    renderWidget(<StatComparison matchId={genoaInter} theme="dark" />);
    expect(screen.getByRole('region', { name: 'Confronto statistiche' })).toHaveAttribute(
      'data-theme',
      'dark',
    );
    await screen.findByRole('table');
  });

  it('keeps the comparison on screen when a refresh fails, with the notice', async () => {
    const { queryClient } = renderWidget(
      <StatComparison teamIds={[juventus, inter]} competitionSeasonId={serieA2024} />,
      { language: 'en' },
    );
    await screen.findByRole('table');
    await failRefresh(queryClient, '/teams/getComparison');
    expect(await screen.findByText('The data could not be refreshed.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
