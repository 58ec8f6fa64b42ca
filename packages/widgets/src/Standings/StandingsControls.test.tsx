import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { Standings } from './Standings.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { STANDINGS_IDS } from '../mocks/handlers/standings.ts';

/** Records the query of each request to `path`, then lets the shared handlers answer. */
function spyOn(path: string) {
  const seen: URLSearchParams[] = [];
  mswServer.use(
    http.get(apiPath(path), ({ request }) => {
      seen.push(new URL(request.url).searchParams);
    }),
  );
  return seen;
}

/** The texts of the `role` elements inside `container`, in order. */
const textsOf = (container: HTMLElement, role: 'tab' | 'listitem') =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);

const serieA2324 = <Standings competitionId={68} seasonId={STANDINGS_IDS.serieASeason2324} />;

describe('Standings controls', () => {
  it('switches to the home table with the Casa tab, fetching /getHomeTeamStandings?venue=home', async () => {
    const seen = spyOn('/groups/13/getHomeTeamStandings');
    renderWidget(serieA2324);
    const tablist = await screen.findByRole('tablist', { name: 'Tipo di classifica' });
    expect(textsOf(tablist, 'tab')).toEqual(['Totale', 'Casa', 'Trasferta']);
    expect(within(tablist).getByRole('tab', { name: 'Totale' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(tablist).getByRole('tab', { name: 'Casa' }));
    expect(
      await screen.findByRole('table', { name: 'Classifica Serie A 2023/2024, Casa' }),
    ).toBeInTheDocument();
    expect(seen.map((query) => query.get('venue'))).toEqual(['home']);
    const inter = screen.getByRole('row', { name: /FC Internazionale Milano/ });
    expect(within(inter).getAllByRole('cell')[1]).toHaveTextContent('19');
    expect(within(tablist).getByRole('tab', { name: 'Casa' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Casa');
  });

  it('moves between tabs with the arrow keys', async () => {
    const seen = spyOn('/groups/13/getHomeTeamStandings');
    renderWidget(serieA2324);
    const total = await screen.findByRole('tab', { name: 'Totale' });
    total.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Trasferta' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Trasferta' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table', { name: /Trasferta/ });
    expect(seen.map((query) => query.get('venue'))).toEqual(['away']);
  });

  it('passes the chosen turn as turnId: matchday 1 shows the table after one game', async () => {
    const seen = spyOn('/groups/13/getTeamStandings');
    renderWidget(serieA2324);
    const picker = await screen.findByRole('combobox', { name: 'Giornata' });
    expect(picker).toHaveDisplayValue('Giornata 38');
    expect(within(picker).getAllByRole('option')).toHaveLength(38);
    await screen.findByRole('row', { name: /FC Internazionale Milano/ });
    await userEvent.selectOptions(picker, 'Giornata 1');
    await screen.findByRole('row', { name: /ACF Fiorentina/ });
    expect(seen.map((query) => query.get('turnId'))).toEqual([null, String(STANDINGS_IDS.serieAMatchday1)]);
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('1');
  });

  it('marks qualification and relegation zones with data-zone, text and a legend', async () => {
    renderWidget(serieA2324);
    const legend = await screen.findByRole('list', { name: 'Legenda' });
    expect(textsOf(legend, 'listitem')).toEqual([
      '1°–4° Champions League',
      '5° Europa League',
      '6° Conference League',
      '18°–20° Retrocessione',
    ]);
    expect(screen.getByRole('row', { name: /FC Internazionale Milano/ })).toHaveAttribute(
      'data-zone',
      'champions',
    );
    expect(screen.getByRole('row', { name: /Frosinone Calcio/ })).toHaveAttribute('data-zone', 'relegation');
    expect(screen.getByRole('row', { name: /Frosinone Calcio/ })).toHaveTextContent('18, Retrocessione');
    expect(screen.getByRole('row', { name: /Empoli FC/ })).not.toHaveAttribute('data-zone');
  });

  it('takes zones from the host', async () => {
    renderWidget(
      <Standings
        competitionId={68}
        seasonId={STANDINGS_IDS.serieASeason2324}
        zones={[{ from: 1, to: 1, kind: 'qualified', label: 'Scudetto' }]}
      />,
    );
    const legend = await screen.findByRole('list', { name: 'Legenda' });
    expect(legend).toHaveTextContent('1° Scudetto');
    expect(screen.getByRole('row', { name: /AC Milan/ })).not.toHaveAttribute('data-zone');
  });

  it('picks a group of a group stage: Euro 2024 group B, without venue tabs', async () => {
    renderWidget(<Standings competitionId={STANDINGS_IDS.euro} />);
    const groups = await screen.findByRole('combobox', { name: 'Girone' });
    expect(
      within(groups)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Girone A', 'Girone B', 'Girone C', 'Girone D', 'Girone E', 'Girone F']);
    await screen.findByRole('row', { name: /Germania/ });
    await userEvent.selectOptions(groups, 'Girone B');
    const table = await screen.findByRole('table', { name: /Girone B/ });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(names).toEqual(['Spagna', 'Italia', 'Croazia', 'Albania']);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legenda' })).toHaveTextContent(
      '1°–2° Qualificazione al turno successivo',
    );
  });
});
