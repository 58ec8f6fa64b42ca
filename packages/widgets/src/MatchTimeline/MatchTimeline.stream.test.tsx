import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LiveStreamMessage, MatchEvent } from '@pallone/core';
import { MatchTimeline } from './MatchTimeline.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { liveStreamHandler } from '../mocks/handlers/liveStream.ts';
import { finalReplayMessages, REPLAY_KICK_OFF, REPLAYED_MATCH } from '../mocks/liveReplay.ts';

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

  it('takes an event away when the feed withdraws it', async () => {
    const replay = finalReplayMessages();
    const goal = replay[1] as Extract<LiveStreamMessage, { type: 'event' }>;
    const withdrawn: LiveStreamMessage = {
      type: 'event',
      id: '3',
      data: { matchId: FINAL, change: 'withdrawn', event: goal.data.event as MatchEvent },
    };
    serveKickOff([replay[0]!, goal, withdrawn], 400);
    renderWidget(<MatchTimeline matchId={FINAL} />);
    expect(await screen.findByText(/Lionel Messi/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('Nessun evento disponibile', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
