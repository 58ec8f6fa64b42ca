import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language, Match } from '@pallone/core';
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

/** Serves the real 27/10/2023 with Genoa–Salernitana's recorded (ended) match changed by `change`. */
function serveGenoaChanged(change: Partial<Match>) {
  const page = recordedDay(DAY);
  mswServer.use(
    http.get(apiPath('/matches'), () =>
      HttpResponse.json({
        ...page,
        items: page.items.map((match) => (match.id === GENOA_ID ? { ...match, ...change } : match)),
      }),
    ),
  );
}

/** Serves Genoa–Salernitana as `overlay` says, shows the day in `language` and finds the match's row by `name`. */
async function genoaRow(overlay: LiveOverlay, name: string, language: Language = 'it') {
  serveGenoa(overlay, language);
  renderWidget(<LiveScores date={DAY} />, { language });
  return screen.findByRole('link', { name });
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
    expect(
      await genoaRow(
        { status: 'inPlay1H', score: { home: 0, away: 0 }, minute: '45+2' },
        "Genoa CFC 0-0 US Salernitana 1919 Live 45+2'",
      ),
    ).toBeInTheDocument();
  });

  it.each([
    { status: 'halfTime', score: { home: 1, away: 0 }, language: 'it', clock: 'Intervallo' },
    { status: 'halfTime', score: { home: 1, away: 0 }, language: 'en', clock: 'Half time' },
    { status: 'inPlayP', score: { home: 1, away: 1 }, language: 'en', clock: 'Penalties' },
    { status: 'inPlayP', score: { home: 1, away: 1 }, language: 'it', clock: 'Rigori' },
  ] as const)(
    'names $status in $language "$clock", without a running minute',
    async ({ status, score, language, clock }) => {
      const row = await genoaRow(
        { status, score },
        `Genoa CFC ${score.home}-${score.away} US Salernitana 1919 Live ${clock}`,
        language,
      );
      expect(within(row).getByText(clock)).not.toHaveAttribute('data-running');
    },
  );

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
    serveGenoaChanged({ isReplay: true });
    renderWidget(<LiveScores date={DAY} />);
    const row = await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Replay Finale' });
    expect(row).toHaveAttribute('data-state', 'ended');
  });

  it('marks a suspended match "Sospesa" with the score it had', async () => {
    serveGenoaChanged({ status: 'suspended', ended: false });
    renderWidget(<LiveScores date={DAY} />);
    const row = await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Sospesa' });
    expect(row).toHaveAttribute('data-state', 'suspended');
    expect(row).toHaveAttribute('href', expect.stringMatching(/\/statistiche$/));
  });
});
