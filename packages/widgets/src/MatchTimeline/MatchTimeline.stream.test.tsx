import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LiveStreamMessage } from '@pallone/core';
import { MatchTimeline } from './MatchTimeline.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { liveStreamHandler } from '../mocks/handlers/liveStream.ts';
import {
  finalReplayMessages,
  REPLAY_KICK_OFF,
  REPLAYED_MATCH,
  withdrawnGoalMessages,
} from '../mocks/liveReplay.ts';

const FINAL = REPLAYED_MATCH.id;

/** The World Cup 2022 final served at kick-off (a replay, no events yet); the stream plays one message a `paceMs`. */
function serveKickOff(messages: readonly LiveStreamMessage[], paceMs = 20) {
  mswServer.use(
    http.get(apiPath(`/matches/${FINAL}/getEvents`), () => HttpResponse.json([])),
    http.get(apiPath(`/matches/${FINAL}`), () => HttpResponse.json(REPLAY_KICK_OFF)),
    liveStreamHandler({ messages, paceMs }),
  );
}

describe('MatchTimeline on the live stream', { timeout: 20_000 }, () => {
  it('adds the goal and the new score as the stream brings them, without a reload', async () => {
    serveKickOff(finalReplayMessages().slice(0, 3));
    renderWidget(<MatchTimeline matchId={FINAL} />);
    await screen.findByRole('region', { name: "Cronaca: Argentina 0-0 Francia Replay 1'" });
    expect(await screen.findByText(/Lionel Messi/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'region',
        { name: "Cronaca: Argentina 1-0 Francia Replay 23'" },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('takes a goal away and the score back when the feed withdraws it', async () => {
    serveKickOff(withdrawnGoalMessages(), 400);
    renderWidget(<MatchTimeline matchId={FINAL} />);
    expect(await screen.findByText(/Lionel Messi/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('Nessun evento disponibile', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'region',
        { name: "Cronaca: Argentina 0-0 Francia Replay 23'" },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('MatchTimeline minute between stream messages', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it("ticks the minute on the client from the period's start and the replay's clock rate", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2022-12-18T15:00:00Z') });
    const replay = finalReplayMessages()[0] as Extract<LiveStreamMessage, { type: 'match' }>;
    const started: LiveStreamMessage = {
      ...replay,
      data: { ...replay.data, periodStartedAt: '2022-12-18T15:00:00.000Z', clockRate: 60 },
    };
    serveKickOff([started]);
    renderWidget(<MatchTimeline matchId={FINAL} />);
    await screen.findByRole('region', { name: /^Cronaca: Argentina 0-0 Francia Replay \d+'$/ });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // At 60 match seconds a second, 10 s on it is past the 10th minute (render time under load adds a few).
    expect(
      await screen.findByRole('region', { name: /Replay (?:1\d|2\d|3\d|4[0-5])'$/ }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
