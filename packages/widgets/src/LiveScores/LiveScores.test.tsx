import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Match, Paginated } from '@pallone/core';
import { LiveScores } from './LiveScores.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { retryAfterFailedLoad } from '../testing/retryAfterFailedLoad.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { LIVE_SCORES_DAYS, recordedDay, withLiveMatches } from '../mocks/handlers/liveScores.ts';
import worldCupFinal from '../mocks/fixtures/matchTimeline.final.match.json' with { type: 'json' };

const DAY = LIVE_SCORES_DAYS.sevenCompetitions;
/** Genoa CFC–US Salernitana 1919, Serie A, 27/10/2023 20:45 in Rome (18:45 UTC). */
const GENOA_SALERNITANA = 'Genoa CFC 1-0 US Salernitana 1919 Finale';

function serveDay(page: Paginated<Match>) {
  mswServer.use(http.get(apiPath('/matches'), () => HttpResponse.json(page)));
}

describe('LiveScores', () => {
  it('groups the day by competition in the live priority order of SPEC §9', async () => {
    renderWidget(<LiveScores date={DAY} />);
    await screen.findByRole('link', { name: GENOA_SALERNITANA });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Serie A',
      'Eredivisie',
      'Serie B',
      'Primeira Liga',
      'Primera División',
      'Premier League',
      'Ligue 1',
    ]);
    const serieA = screen.getByRole('region', { name: 'Serie A' });
    expect(within(serieA).getAllByRole('listitem')).toHaveLength(1);
  });

  it('puts a competition without a live priority last', async () => {
    const page = recordedDay(DAY);
    serveDay({ ...page, items: [worldCupFinal as Match, ...page.items] });
    renderWidget(<LiveScores date={DAY} />);
    await screen.findByRole('link', { name: GENOA_SALERNITANA });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe('Serie A');
    expect(headings.at(-1)).toBe('Coppa del Mondo FIFA');
  });

  it('shows the day as DD/MM/YYYY in the heading and moves day by day', async () => {
    const user = userEvent.setup();
    renderWidget(<LiveScores date={DAY} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Risultati del 27/10/2023' })).toBeInTheDocument();
    await screen.findByRole('link', { name: GENOA_SALERNITANA });
    await user.click(screen.getByRole('button', { name: 'Giorno successivo' }));
    expect(await screen.findByText('Nessuna partita in questa data')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Partite del 28/10/2023' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Giorno precedente' }));
    expect(await screen.findByRole('link', { name: GENOA_SALERNITANA })).toBeInTheDocument();
  });

  it('links ended and live matches to diretta-live, the others to statistiche', async () => {
    const page = recordedDay(DAY);
    const genoa = page.items.find((match) => match.competition.id === 68)!;
    serveDay(withLiveMatches(page, { [genoa.id]: { status: 'inPlay2H', score: { home: 1, away: 0 } } }));
    renderWidget(<LiveScores date={DAY} />);
    const live = await screen.findByRole('link', {
      name: 'Genoa CFC 1-0 US Salernitana 1919 Live 2° tempo',
    });
    expect(live).toHaveAttribute('href', '/partite/genoa-cfc-us-salernitana-1919-2023-10-27/diretta-live');
    expect(live).toHaveAttribute('data-state', 'live');
    const ended = screen.getByRole('link', { name: 'SBV Vitesse 1-1 PEC Zwolle Finale' });
    expect(ended).toHaveAttribute('href', '/partite/sbv-vitesse-pec-zwolle-2023-10-27/diretta-live');
  });

  it('links a fixture not yet played to statistiche', async () => {
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.upcoming} />);
    const fixture = await screen.findByRole('link', { name: 'Olympique Lyonnais - AS Monaco FC 17:00' });
    expect(fixture).toHaveAttribute('href', expect.stringMatching(/\/statistiche$/));
    expect(fixture).toHaveAttribute('data-state', 'scheduled');
  });

  it('shows "Risultato non disponibile" and no score for a match whose result the data lacks', async () => {
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.resultNotAvailable} />);
    const link = await screen.findByRole('link', {
      name: 'Spezia Calcio - US Cremonese 20:30 Risultato non disponibile',
    });
    expect(link).toHaveAttribute('data-state', 'unavailable');
    expect(link).toHaveAttribute('href', '/partite/spezia-calcio-us-cremonese-2025-06-01/statistiche');
    expect(within(link).getByText('Risultato non disponibile')).toBeInTheDocument();
    expect(within(link).queryByText('0')).not.toBeInTheDocument();
    expect(within(link).queryByText('Live')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Los Angeles FC 2-1 CF América Finale d.t.s.' }),
    ).toBeInTheDocument();
  });

  it('marks a postponed match "Rinviata" without score or time', async () => {
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.postponed} />);
    const link = await screen.findByRole('link', {
      name: 'US Salernitana 1919 - Frosinone Calcio Rinviata',
    });
    expect(within(link).getByText('Rinviata')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/statistiche$/));
  });

  it('speaks English: "FT", "Postponed", "Result not available"', async () => {
    const { unmount } = renderWidget(<LiveScores date={LIVE_SCORES_DAYS.postponed} />, { language: 'en' });
    expect(await screen.findByRole('link', { name: /Frosinone Calcio Postponed$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Brighton & Hove Albion FC 3-2 Liverpool FC FT' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results of 19/05/2025' })).toBeInTheDocument();
    unmount();
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.resultNotAvailable} language="en" />);
    expect(
      await screen.findByRole('link', { name: 'Spezia Calcio - US Cremonese 20:30 Result not available' }),
    ).toBeInTheDocument();
  });

  it('shows kick-off times in Europe/Rome, or in the zone the host asks for', async () => {
    const { unmount } = renderWidget(<LiveScores date={LIVE_SCORES_DAYS.upcoming} />);
    // 28/11/2026 16:00 UTC: 17:00 in Rome 16:00 in London.
    expect(
      await screen.findByRole('link', { name: 'Olympique Lyonnais - AS Monaco FC 17:00' }),
    ).toBeInTheDocument();
    unmount();
    const london = renderWidget(<LiveScores date={LIVE_SCORES_DAYS.upcoming} />, {
      timeZone: 'Europe/London',
    });
    expect(
      await screen.findByRole('link', { name: 'Olympique Lyonnais - AS Monaco FC 16:00' }),
    ).toBeInTheDocument();
    london.unmount();
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.upcoming} timeZone="Europe/Rome" />, {
      timeZone: 'Europe/London',
    });
    expect(
      await screen.findByRole('link', { name: 'Olympique Lyonnais - AS Monaco FC 17:00' }),
    ).toBeInTheDocument();
  });

  it('shows a 20:45 Rome kick-off as 19:45 in Europe/London', async () => {
    const page = recordedDay(DAY);
    const genoa = page.items.find((match) => match.competition.id === 68)!;
    serveDay(withLiveMatches(page, { [genoa.id]: { status: 'notStarted', score: null } }));
    const { unmount } = renderWidget(<LiveScores date={DAY} />);
    const rome = await screen.findByRole('link', { name: /^Genoa CFC/ });
    expect(rome).toHaveTextContent('20:45');
    unmount();
    renderWidget(<LiveScores date={DAY} />, { timeZone: 'Europe/London' });
    expect(await screen.findByRole('link', { name: /^Genoa CFC/ })).toHaveTextContent('19:45');
  });

  it('keeps only the competitions asked for, or only the live matches', async () => {
    const { unmount } = renderWidget(<LiveScores date={DAY} competitionIds={[68, 7]} />);
    await screen.findByRole('link', { name: GENOA_SALERNITANA });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Serie A',
      'Premier League',
    ]);
    unmount();
    renderWidget(<LiveScores date={DAY} onlyLive />);
    expect(await screen.findByText('Nessuna partita in diretta')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('holds its place while loading and offers a retry after an error', async () => {
    await retryAfterFailedLoad(<LiveScores date={DAY} />, '/matches', recordedDay(DAY));
    expect(await screen.findByRole('link', { name: GENOA_SALERNITANA })).toBeInTheDocument();
  });

  it('is a labelled region with the dark theme on request', async () => {
    renderWidget(<LiveScores date={DAY} theme="dark" />);
    const region = screen.getByRole('region', { name: 'Risultati del 27/10/2023' });
    expect(region).toHaveAttribute('data-theme', 'dark');
    await screen.findByRole('link', { name: GENOA_SALERNITANA });
  });
});
