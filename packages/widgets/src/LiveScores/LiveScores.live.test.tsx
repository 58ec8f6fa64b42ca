import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '@pallone/core';
import { LiveScores } from './LiveScores.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import {
  LIVE_SCORES_DAYS,
  recordedDay,
  withLiveMatches,
  type LiveOverlay,
} from '../mocks/handlers/liveScores.ts';

const DAY = LIVE_SCORES_DAYS.sevenCompetitions;
/** Genoa CFC–US Salernitana 1919 (Serie A, 27/10/2023), put in a live state by the test. */
const GENOA_ID = recordedDay(DAY).items.find((match) => match.competition.id === 68)!.id;

/** Serves the real 27/10/2023 in the asked language with Genoa–Salernitana as `overlay` says. */
function serveGenoa(overlay: LiveOverlay, language: Language = 'it') {
  mswServer.use(
    http.get(apiPath('/matches'), () =>
      HttpResponse.json(withLiveMatches(recordedDay(DAY, language), { [GENOA_ID]: overlay })),
    ),
  );
}

describe('LiveScores live matches', () => {
  it('shows a live match with its running minute and current score, marked Live', async () => {
    serveGenoa({ status: 'inPlay2H', score: { home: 2, away: 1 }, minute: '67' });
    renderWidget(<LiveScores date={DAY} />);
    const row = await screen.findByRole('link', { name: "Genoa CFC 2-1 US Salernitana 1919 Live 67'" });
    expect(row).toHaveAttribute('data-state', 'live');
    expect(row).not.toHaveAttribute('data-replay');
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(within(row).getByText("67'")).toHaveAttribute('data-running');
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('1')).toBeInTheDocument();
  });

  it("shows stoppage time as 45+2'", async () => {
    serveGenoa({ status: 'inPlay1H', score: { home: 0, away: 0 }, minute: '45+2' });
    renderWidget(<LiveScores date={DAY} />);
    expect(
      await screen.findByRole('link', { name: "Genoa CFC 0-0 US Salernitana 1919 Live 45+2'" }),
    ).toBeInTheDocument();
  });

  it('names half-time and the shoot-out in Italian and English, without a running minute', async () => {
    serveGenoa({ status: 'halfTime', score: { home: 1, away: 0 } });
    const { unmount } = renderWidget(<LiveScores date={DAY} />);
    const italian = await screen.findByRole('link', {
      name: 'Genoa CFC 1-0 US Salernitana 1919 Live Intervallo',
    });
    expect(within(italian).getByText('Intervallo')).not.toHaveAttribute('data-running');
    unmount();

    serveGenoa({ status: 'halfTime', score: { home: 1, away: 0 } }, 'en');
    const english = renderWidget(<LiveScores date={DAY} />, { language: 'en' });
    expect(
      await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Live Half time' }),
    ).toBeInTheDocument();
    english.unmount();

    serveGenoa({ status: 'inPlayP', score: { home: 1, away: 1 } }, 'en');
    const shootOut = renderWidget(<LiveScores date={DAY} />, { language: 'en' });
    expect(
      await screen.findByRole('link', { name: 'Genoa CFC 1-1 US Salernitana 1919 Live Penalties' }),
    ).toBeInTheDocument();
    shootOut.unmount();

    serveGenoa({ status: 'inPlayP', score: { home: 1, away: 1 } });
    renderWidget(<LiveScores date={DAY} />);
    expect(
      await screen.findByRole('link', { name: 'Genoa CFC 1-1 US Salernitana 1919 Live Rigori' }),
    ).toBeInTheDocument();
  });

  it('labels a replay "Replay", never "Live", in Italian and English', async () => {
    serveGenoa({ status: 'inPlay2H', score: { home: 1, away: 0 }, minute: '58', isReplay: true });
    const { unmount } = renderWidget(<LiveScores date={DAY} />);
    const italian = await screen.findByRole('link', {
      name: "Genoa CFC 1-0 US Salernitana 1919 Replay 58'",
    });
    expect(italian).toHaveAttribute('data-replay', 'true');
    expect(within(italian).getByText('Replay')).toBeVisible();
    expect(within(italian).queryByText('Live')).not.toBeInTheDocument();
    unmount();

    serveGenoa({ status: 'halfTime', score: { home: 1, away: 0 }, isReplay: true }, 'en');
    renderWidget(<LiveScores date={DAY} />, { language: 'en' });
    const english = await screen.findByRole('link', {
      name: 'Genoa CFC 1-0 US Salernitana 1919 Replay Half time',
    });
    expect(within(english).queryByText('Live')).not.toBeInTheDocument();
  });

  it('keeps the Replay label on a replay that has ended', async () => {
    const page = recordedDay(DAY);
    mswServer.use(
      http.get(apiPath('/matches'), () =>
        HttpResponse.json({
          ...page,
          items: page.items.map((match) => (match.id === GENOA_ID ? { ...match, isReplay: true } : match)),
        }),
      ),
    );
    renderWidget(<LiveScores date={DAY} />);
    const row = await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Replay Finale' });
    expect(row).toHaveAttribute('data-state', 'ended');
  });

  it('marks a suspended match "Sospesa" with the score it had', async () => {
    const page = recordedDay(DAY);
    mswServer.use(
      http.get(apiPath('/matches'), () =>
        HttpResponse.json({
          ...page,
          items: page.items.map((match) =>
            match.id === GENOA_ID ? { ...match, status: 'suspended', ended: false } : match,
          ),
        }),
      ),
    );
    renderWidget(<LiveScores date={DAY} />);
    const row = await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Sospesa' });
    expect(row).toHaveAttribute('data-state', 'suspended');
    expect(row).toHaveAttribute('href', expect.stringMatching(/\/statistiche$/));
  });
});
