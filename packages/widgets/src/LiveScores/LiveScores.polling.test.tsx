import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LIVE_REFETCH_MS, type Match, type Paginated, type Score } from '@pallone/core';
import { LiveScores } from './LiveScores.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { LIVE_SCORES_DAYS, recordedDay, withLiveMatches } from '../mocks/handlers/liveScores.ts';

const DAY = LIVE_SCORES_DAYS.sevenCompetitions;
const realDay = recordedDay(DAY);
const genoa = realDay.items.find((match) => match.competition.id === 68)!;

/** Serves the real 27/10/2023 with Genoa–Salernitana in the second half at `scores[n]` on the n-th request. */
function serveLiveDay(scores: Score[]): { requests: () => number } {
  let count = 0;
  mswServer.use(
    http.get(apiPath('/matches'), () => {
      const score = scores[Math.min(count, scores.length - 1)]!;
      count += 1;
      return HttpResponse.json(withLiveMatches(realDay, { [genoa.id]: { status: 'inPlay2H', score } }));
    }),
  );
  return { requests: () => count };
}

/** The live day shown at 0-0 after one request; the next requests answer Genoa–Salernitana at `next`. */
async function showLiveAtNilNil(next: Score) {
  const server = serveLiveDay([{ home: 0, away: 0 }, next]);
  renderWidget(<LiveScores date={DAY} />);
  await screen.findByRole('link', { name: 'Genoa CFC 0-0 US Salernitana 1919 Live 2° tempo' });
  expect(server.requests()).toBe(1);
  return server;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('LiveScores polling', () => {
  it('refetches every 15 s while a match is live and announces a goal in a polite live region', async () => {
    const server = await showLiveAtNilNil({ home: 1, away: 0 });

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS - 1_000));
    expect(server.requests()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Live 2° tempo' });
    expect(server.requests()).toBe(2);

    const announcement = screen.getByText('Gol! Genoa CFC 1-0 US Salernitana 1919');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
  });

  it("says a goal in a replay is a replay's", async () => {
    let count = 0;
    mswServer.use(
      http.get(apiPath('/matches'), () => {
        const score = { home: Math.min(count++, 1), away: 0 };
        return HttpResponse.json(
          withLiveMatches(realDay, {
            [genoa.id]: { status: 'inPlay2H', score, minute: '70', isReplay: true },
          }),
        );
      }),
    );
    renderWidget(<LiveScores date={DAY} />);
    await screen.findByRole('link', { name: "Genoa CFC 0-0 US Salernitana 1919 Replay 70'" });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS));
    await screen.findByRole('link', { name: "Genoa CFC 1-0 US Salernitana 1919 Replay 70'" });
    expect(screen.getByText('Replay: Gol! Genoa CFC 1-0 US Salernitana 1919')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('announces nothing on the first load', async () => {
    serveLiveDay([{ home: 2, away: 1 }]);
    renderWidget(<LiveScores date={DAY} />);
    await screen.findByRole('link', { name: 'Genoa CFC 2-1 US Salernitana 1919 Live 2° tempo' });
    expect(screen.queryByText(/^Gol!/)).not.toBeInTheDocument();
  });

  it('does not poll when no match is live', async () => {
    let requests = 0;
    mswServer.use(
      http.get(apiPath('/matches'), () => {
        requests += 1;
        return HttpResponse.json(realDay);
      }),
    );
    renderWidget(<LiveScores date={DAY} />);
    await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Finale' });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 4));
    expect(requests).toBe(1);
  });

  it('pauses while the tab is hidden and catches up when it shows again', async () => {
    const server = await showLiveAtNilNil({ home: 0, away: 1 });

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 3));
    expect(server.requests()).toBe(1);

    act(() => setVisibility('visible'));
    await screen.findByRole('link', { name: 'Genoa CFC 0-1 US Salernitana 1919 Live 2° tempo' });
    expect(server.requests()).toBe(2);
    expect(screen.getByText('Gol! Genoa CFC 0-1 US Salernitana 1919')).toHaveAttribute('aria-live', 'polite');
  });

  it("merges and polls /matches/getHomeLiveMatches when the day is today's", async () => {
    vi.setSystemTime(new Date('2023-10-27T19:30:00Z'));
    let liveRequests = 0;
    const live = (score: Score): Match =>
      withLiveMatches({ ...realDay, items: [genoa] }, { [genoa.id]: { status: 'inPlay2H', score } })
        .items[0]!;
    mswServer.use(
      http.get(apiPath('/matches'), () => HttpResponse.json<Paginated<Match>>(realDay)),
      http.get(apiPath('/matches/getHomeLiveMatches'), () => {
        liveRequests += 1;
        return HttpResponse.json([live({ home: liveRequests, away: 0 })]);
      }),
    );
    renderWidget(<LiveScores />);
    expect(screen.getByRole('heading', { level: 2, name: 'Risultati del 27/10/2023' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Live 2° tempo' });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS));
    await screen.findByRole('link', { name: 'Genoa CFC 2-0 US Salernitana 1919 Live 2° tempo' });
    expect(liveRequests).toBe(2);
    expect(screen.getAllByRole('link', { name: /^Genoa CFC/ })).toHaveLength(1);
  });
});
