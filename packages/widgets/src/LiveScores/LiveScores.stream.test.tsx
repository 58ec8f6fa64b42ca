import { describe, expect, it } from 'vitest';
import type { LiveStreamMessage, Match, MatchEvent } from '@pallone/core';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LiveScores } from './LiveScores.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { LIVE_SCORES_DAYS, recordedDay, withLiveMatches } from '../mocks/handlers/liveScores.ts';
import { liveStreamHandler } from '../mocks/handlers/liveStream.ts';
import { finalReplayMessages, liveMatchMessage, REPLAYED_MATCH } from '../mocks/liveReplay.ts';
import walesIranMatch from '../mocks/fixtures/matchTimeline.walesIran.match.json' with { type: 'json' };
import walesIranEvents from '../mocks/fixtures/matchTimeline.walesIran.events.json' with { type: 'json' };

const FINAL_DAY = '2022-12-18';

/** The World Cup 2022 final's day with the final at kick-off, replayed; the stream plays the replay's messages. */
function serveReplay(messages: number) {
  serveDay(REPLAYED_MATCH, finalReplayMessages().slice(0, messages));
}

/** A day of one recorded match, served live at kick-off (a replay), and the stream playing `messages`. */
function serveDay(match: Match, messages: readonly LiveStreamMessage[]) {
  const page = { ...recordedDay(LIVE_SCORES_DAYS.empty), items: [match], total: 1 };
  mswServer.use(
    http.get(apiPath('/matches'), () =>
      HttpResponse.json(
        withLiveMatches(page, {
          [match.id]: { status: 'inPlay1H', score: { home: 0, away: 0 }, minute: '1', isReplay: true },
        }),
      ),
    ),
    liveStreamHandler({ messages, paceMs: 20 }),
  );
}

describe('LiveScores on the live stream', { timeout: 20_000 }, () => {
  it('shows a goal as the stream brings it, without a reload', async () => {
    serveReplay(3);
    renderWidget(<LiveScores date={FINAL_DAY} />);
    expect(await screen.findByRole('link', { name: "Argentina 0-0 Francia Replay 1'" })).toBeInTheDocument();
    const row = await screen.findByRole(
      'link',
      { name: "Argentina 1-0 Francia Replay 23'" },
      { timeout: 8000 },
    );
    expect(row).toHaveAttribute('data-goal', 'true');
  });

  it('shows a red card the stream brings beside the team', async () => {
    const match = walesIranMatch as Match;
    const red = (walesIranEvents as MatchEvent[]).find((event) => event.subtype === 'red')!;
    serveDay(match, [
      { type: 'match', id: '1', data: liveMatchMessage(match, { status: 'inPlay2H', minute: '86' }) },
      { type: 'event', id: '2', data: { matchId: match.id, change: 'added', event: red } },
    ]);
    renderWidget(<LiveScores date="2022-11-25" />);
    const row = await screen.findByRole('link', { name: "Galles 0-0 Iran Replay 86'" }, { timeout: 8000 });
    expect(await within(row).findByRole('img', { name: '1 cartellino rosso' })).toBeInTheDocument();
    expect(row).toHaveAccessibleName("Galles 1 cartellino rosso 0-0 Iran Replay 86'");
  });

  it('announces each goal once in the polite live region, focus left where it was', async () => {
    serveReplay(9);
    renderWidget(<LiveScores date={FINAL_DAY} />);
    const link = await screen.findByRole('link', { name: "Argentina 0-0 Francia Replay 1'" });
    link.focus();
    expect(
      await screen.findByText('Replay: Gol! Argentina 1-0 Francia', {}, { timeout: 8000 }),
    ).toHaveAttribute('aria-live', 'polite');
    const second = await screen.findByText('Replay: Gol! Argentina 2-0 Francia', {}, { timeout: 8000 });
    expect(second.textContent).toBe('Replay: Gol! Argentina 2-0 Francia');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Argentina 2-0 Francia/ }));
  });
});
