import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LiveScores } from './LiveScores.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { LIVE_SCORES_DAYS, recordedDay, withLiveMatches } from '../mocks/handlers/liveScores.ts';
import { liveStreamHandler } from '../mocks/handlers/liveStream.ts';
import { finalReplayMessages, REPLAYED_MATCH } from '../mocks/liveReplay.ts';

const FINAL_DAY = '2022-12-18';
const FINAL = REPLAYED_MATCH.id;

/** The World Cup 2022 final's day with the final at kick-off, replayed; the stream plays the replay's messages. */
function serveReplay(messages: number) {
  const page = { ...recordedDay(LIVE_SCORES_DAYS.empty), items: [REPLAYED_MATCH], total: 1 };
  mswServer.use(
    http.get(apiPath('/matches'), () =>
      HttpResponse.json(
        withLiveMatches(page, {
          [FINAL]: { status: 'inPlay1H', score: { home: 0, away: 0 }, minute: '1', isReplay: true },
        }),
      ),
    ),
    liveStreamHandler({ messages: finalReplayMessages().slice(0, messages), paceMs: 20 }),
  );
}

describe('LiveScores on the live stream', () => {
  it('shows a goal as the stream brings it, without a reload', async () => {
    serveReplay(3);
    renderWidget(<LiveScores date={FINAL_DAY} />);
    expect(await screen.findByRole('link', { name: "Argentina 0-0 Francia Replay 1'" })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: "Argentina 1-0 Francia Replay 23'" }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('announces each goal once in the polite live region, focus left where it was', async () => {
    serveReplay(9);
    renderWidget(<LiveScores date={FINAL_DAY} />);
    const link = await screen.findByRole('link', { name: "Argentina 0-0 Francia Replay 1'" });
    link.focus();
    expect(
      await screen.findByText('Replay: Gol! Argentina 1-0 Francia', {}, { timeout: 3000 }),
    ).toHaveAttribute('aria-live', 'polite');
    const second = await screen.findByText('Replay: Gol! Argentina 2-0 Francia', {}, { timeout: 3000 });
    expect(second.textContent).toBe('Replay: Gol! Argentina 2-0 Francia');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Argentina 2-0 Francia/ }));
  });
});
