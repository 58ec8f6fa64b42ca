import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Standings } from './Standings.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { failRefresh } from '../testing/failRefresh.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { STANDINGS_IDS } from '../mocks/handlers/standings.ts';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Standings', () => {
  it('shows a known real row: Inter 2023-24, 38 played, 29-7-2, 89:22, +67, 94 points', async () => {
    renderWidget(<Standings competitionId={68} seasonId={STANDINGS_IDS.serieASeason2324} />);
    const table = await screen.findByRole('table', { name: 'Classifica Serie A 2023/2024, Totale' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      '#Posizione',
      'SquadraSquadra',
      'GGiocate',
      'VVinte',
      'NPareggiate',
      'PPerse',
      'GolGol fatti e subiti',
      'DRDifferenza reti',
      'PtPunti',
      'FormaUltime cinque partite',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Differenza reti' })).toBeInTheDocument();
    const inter = within(table).getByRole('row', { name: /FC Internazionale Milano/ });
    expect(cellsOf(inter).slice(0, 8)).toEqual([
      '1, Champions League',
      '38',
      '29',
      '7',
      '2',
      '89:22',
      '+67',
      '94',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });

  it('links each team through the provider links and shows a fallback badge when the image is null', async () => {
    renderWidget(<Standings competitionId={68} seasonId={STANDINGS_IDS.serieASeason2324} />);
    const link = await screen.findByRole('link', { name: 'FC Internazionale Milano' });
    expect(link).toHaveAttribute('href', '/squadre/fc-internazionale-milano');
    const badge = link.querySelector('img');
    expect(badge).toHaveAttribute('width', '24');
    expect(badge?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('shows the last five results newest last, each with a text alternative', async () => {
    renderWidget(<Standings competitionId={68} seasonId={STANDINGS_IDS.serieASeason2324} />);
    const inter = await screen.findByRole('row', { name: /FC Internazionale Milano/ });
    const form = within(inter).getByRole('list', { name: 'Ultime cinque partite' });
    // The real form of Inter's last five 2023-24 matches: W L W D D (oldest first).
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['VVittoria', 'PSconfitta', 'VVittoria', 'NPareggio', 'NPareggio']);
  });

  it('defaults to the latest season with results', async () => {
    renderWidget(<Standings competitionId={68} />);
    expect(await screen.findByRole('heading', { name: 'Classifica Serie A 2025/2026' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /FC Internazionale Milano/ })).toHaveTextContent('87');
  });

  it('asks the API once for the season to show, then once for its table', async () => {
    const paths: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (!url.pathname.includes('/live/')) paths.push(`${url.pathname}${url.search}`);
    };
    mswServer.events.on('request:start', record);
    try {
      renderWidget(<Standings competitionId={68} />);
      await screen.findByRole('row', { name: /FC Internazionale Milano/ });
    } finally {
      mswServer.events.removeListener('request:start', record);
    }
    expect(paths).toEqual([
      '/api/v1/competitionSeasons/getStandingsSeason?competitionId=68',
      `/api/v1/groups/${STANDINGS_IDS.serieAGroup2526}/getTeamStandings`,
    ]);
  });

  it('finds the competition by its slug', async () => {
    renderWidget(<Standings competitionSlug="italia-serie-a" seasonId={STANDINGS_IDS.serieASeason2324} />);
    expect(await screen.findByRole('heading', { name: 'Classifica Serie A 2023/2024' })).toBeInTheDocument();
  });

  it('speaks English when asked, overriding the provider', async () => {
    renderWidget(<Standings competitionId={68} seasonId={STANDINGS_IDS.serieASeason2324} language="en" />);
    const table = await screen.findByRole('table', { name: 'Serie A 2023/2024 standings, Overall' });
    expect(within(table).getByRole('columnheader', { name: 'Played' })).toBeInTheDocument();
    expect(within(table).getAllByText('Win').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Matchday' })).toBeInTheDocument();
  });

  it('shows an error with retry when the table fails, and the empty text when there is no table', async () => {
    mswServer.use(
      http.get(apiPath('/groups/13/getTeamStandings'), () => new HttpResponse(null, { status: 500 })),
    );
    renderWidget(<Standings competitionId={68} seasonId={STANDINGS_IDS.serieASeason2324} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i dati.');
    mswServer.use(http.get(apiPath('/groups/13/getTeamStandings'), () => HttpResponse.json([])));
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Classifica non disponibile')).toBeInTheDocument();
  });

  it('holds its place with a loading skeleton first', () => {
    renderWidget(<Standings competitionId={68} seasonId={STANDINGS_IDS.serieASeason2324} />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
  });

  it('keeps the table on screen when a refresh fails, says so, and Riprova brings it back', async () => {
    const { queryClient } = renderWidget(
      <Standings competitionId={68} seasonId={STANDINGS_IDS.serieASeason2324} />,
    );
    await screen.findByRole('link', { name: 'FC Internazionale Milano' });
    await failRefresh(queryClient, '/groups/:id/getTeamStandings');
    expect(await screen.findByText('Impossibile aggiornare i dati.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FC Internazionale Milano' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    mswServer.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(screen.queryByText('Impossibile aggiornare i dati.')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'FC Internazionale Milano' })).toBeInTheDocument();
  });
});
