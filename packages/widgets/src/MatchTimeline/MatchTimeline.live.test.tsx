import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LIVE_REFETCH_MS, type Match, type MatchEvent } from '@pallone/core';
import { MatchTimeline } from './MatchTimeline.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { MATCH_TIMELINE_IDS } from '../mocks/handlers/matchTimeline.ts';
import { liveStreamDownHandler } from '../mocks/handlers/liveStream.ts';
import finalMatch from '../mocks/fixtures/matchTimeline.final.match.json' with { type: 'json' };
import finalMatchEn from '../mocks/fixtures/matchTimeline.final.match.en.json' with { type: 'json' };
import finalEvents from '../mocks/fixtures/matchTimeline.final.events.json' with { type: 'json' };

const FINAL = MATCH_TIMELINE_IDS.worldCupFinal;
const realFinal = finalMatch as Match;
const realEvents = finalEvents as MatchEvent[];

/** The real World Cup 2022 final as if it were being played: status, current score, clock, replay flag. */
const playing = (change: Partial<Match>, base: Match = realFinal): Match => ({
  ...base,
  ended: false,
  extraTime: null,
  penalties: null,
  ...change,
});

/** Serves the final's n-th state and the events known by then on the n-th request of each. */
function serveFinal(states: { match: Match; events: MatchEvent[] }[]) {
  const count = { match: 0, events: 0 };
  const at = (n: number) => states[Math.min(n, states.length - 1)]!;
  mswServer.use(
    http.get(apiPath(`/matches/${FINAL}/getEvents`), () => HttpResponse.json(at(count.events++).events)),
    http.get(apiPath(`/matches/${FINAL}`), () => HttpResponse.json(at(count.match++).match)),
  );
  return count;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MatchTimeline while live', () => {
  it('shows the running minute and current score beside the title, marked Live', async () => {
    serveFinal([
      { match: playing({ status: 'inPlay2H', minute: '80', homeScore: 2, awayScore: 1 }), events: [] },
    ]);
    renderWidget(<MatchTimeline matchId={FINAL} />);
    const region = await screen.findByRole('region', { name: "Cronaca: Argentina 2-1 Francia Live 80'" });
    expect(within(region).getByText("80'")).toHaveAttribute('data-running');
  });

  it('labels a replay "Replay" instead of "Live", in English too', async () => {
    serveFinal([
      {
        match: playing(
          { status: 'halfTime', minute: 'HT', homeScore: 2, awayScore: 0, isReplay: true },
          finalMatchEn as Match,
        ),
        events: [],
      },
    ]);
    renderWidget(<MatchTimeline matchId={FINAL} language="en" />);
    const region = await screen.findByRole('region', {
      name: 'Timeline: Argentina 2-0 France Replay Half time',
    });
    expect(within(region).queryByText('Live')).not.toBeInTheDocument();
  });

  it('refetches the match and its events every 15 s while live and the stream is down, and stops once it is over', async () => {
    mswServer.use(liveStreamDownHandler());
    const requests = serveFinal([
      {
        match: playing({ status: 'inPlay1H', minute: '30', homeScore: 1, awayScore: 0 }),
        events: realEvents.slice(0, 1),
      },
      {
        match: playing({ status: 'inPlay1H', minute: '45+1', homeScore: 2, awayScore: 0 }),
        events: realEvents.slice(0, 6),
      },
      { match: realFinal, events: realEvents },
    ]);
    renderWidget(<MatchTimeline matchId={FINAL} />);
    await screen.findByRole('region', { name: "Cronaca: Argentina 1-0 Francia Live 30'" });
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS));
    await screen.findByRole('region', { name: "Cronaca: Argentina 2-0 Francia Live 45+1'" });
    // Two goals and France's double change at 41' (four events, one row).
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS));
    await screen.findByRole('region', { name: 'Cronaca: Argentina 3-3 Francia d.t.s. (4-2 d.c.r.)' });
    expect(requests).toEqual({ match: 3, events: 3 });

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 4));
    expect(requests).toEqual({ match: 3, events: 3 });
  });

  it('does not poll a match that is over', async () => {
    const requests = serveFinal([{ match: realFinal, events: realEvents }]);
    renderWidget(<MatchTimeline matchId={FINAL} />);
    await screen.findByRole('region', { name: 'Cronaca: Argentina 3-3 Francia d.t.s. (4-2 d.c.r.)' });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 4));
    expect(requests).toEqual({ match: 1, events: 1 });
  });
});
