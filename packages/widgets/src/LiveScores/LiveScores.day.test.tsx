import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LiveScores } from './LiveScores.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { LIVE_SCORES_DAYS, recordedDay, withLiveMatches } from '../mocks/handlers/liveScores.ts';

/** 27/10/2023, the recorded day, is "today" in Rome in these tests. */
const DAY = LIVE_SCORES_DAYS.sevenCompetitions;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2023-10-27T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveScores days', () => {
  it('titles a day "Risultati" once one of its matches has begun, a day of fixtures "Partite" even today', async () => {
    const today = renderWidget(<LiveScores date={DAY} />);
    await screen.findByRole('link', { name: /^Genoa CFC 1-0/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Risultati del 27/10/2023' })).toBeInTheDocument();
    today.unmount();
    // 28/11/2026 at 10:00 in Rome: the day's Ligue 1 matches kick off at 17:00.
    vi.setSystemTime(new Date('2026-11-28T09:00:00Z'));
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.upcoming} />);
    await screen.findByRole('link', { name: /^Olympique Lyonnais - AS Monaco FC/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Partite del 28/11/2026' })).toBeInTheDocument();
  });

  it('in English too: "Matches of…", then "Results of…" once the first match has kicked off', async () => {
    vi.setSystemTime(new Date('2026-11-28T09:00:00Z'));
    const english = renderWidget(<LiveScores date={LIVE_SCORES_DAYS.upcoming} language="en" />);
    await screen.findByRole('link', { name: /^Olympique Lyonnais - AS Monaco FC/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Matches of 28/11/2026' })).toBeInTheDocument();
    english.unmount();
    // The first match under way turns the day's fixtures into its results.
    const upcoming = recordedDay(LIVE_SCORES_DAYS.upcoming);
    const lyon = upcoming.items.find((match) => match.homeName === 'Olympique Lyonnais')!;
    mswServer.use(
      http.get(apiPath('/matches'), () =>
        HttpResponse.json(
          withLiveMatches(upcoming, { [lyon.id]: { status: 'inPlay1H', score: { home: 0, away: 0 } } }),
        ),
      ),
    );
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.upcoming} language="en" />);
    await screen.findByRole('link', { name: /^Olympique Lyonnais 0-0 AS Monaco FC Live/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Results of 28/11/2026' })).toBeInTheDocument();
  });

  it('tells the page each day the visitor moves to, so the page can keep it in its address', async () => {
    const user = userEvent.setup();
    const moves: string[] = [];
    renderWidget(<LiveScores date="2023-10-25" onDateChange={(day) => moves.push(day)} />);
    await user.click(screen.getByRole('button', { name: 'Giorno successivo' }));
    expect(screen.getByRole('heading', { level: 2, name: /del 26\/10\/2023$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Oggi' }));
    await user.click(screen.getByRole('button', { name: 'Giorno precedente' }));
    expect(moves).toEqual(['2023-10-26', DAY, '2023-10-26']);
  });
});
