import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FOLLOW_LIVE_BEFORE_MS, type Match } from '@pallone/core';
import { LiveScores } from './LiveScores.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { LIVE_SCORES_DAYS, recordedDay } from '../mocks/handlers/liveScores.ts';
import { liveStreamHandler } from '../mocks/handlers/liveStream.ts';
import { liveMatchMessage } from '../mocks/liveReplay.ts';

const DAY = LIVE_SCORES_DAYS.sevenCompetitions;
const realDay = recordedDay(DAY);
/** Genoa CFC–US Salernitana 1919, the day's last Serie A kick-off (20:45 in Rome). */
const genoa = realDay.items.find((match) => match.competition.id === 68)!;
const GENOA_ROW = /^Genoa CFC .*US Salernitana 1919/;

/** The real 27/10/2023 as it stood in the afternoon: Genoa–Salernitana still to be played. */
function serveDayBeforeGenoa() {
  const scheduled: Match = { ...genoa, status: 'scheduled', ended: false };
  mswServer.use(
    http.get(apiPath('/matches'), () =>
      HttpResponse.json({
        ...realDay,
        items: realDay.items.map((match) => (match.id === genoa.id ? scheduled : match)),
      }),
    ),
    http.get(apiPath('/matches/getHomeLiveMatches'), () => HttpResponse.json([])),
    liveStreamHandler({
      messages: [{ type: 'match', id: '1', data: liveMatchMessage(genoa, { isReplay: false }) }],
      paceMs: 20,
    }),
  );
}

/** The URLs of the live streams the widget opens. */
function recordStreams(): string[] {
  const streams: string[] = [];
  mswServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('/live/stream')) streams.push(request.url);
  });
  return streams;
}

afterEach(() => {
  vi.useRealTimers();
  mswServer.events.removeAllListeners();
});

describe("LiveScores on today's list follows the live stream only when there is something to follow", () => {
  it(
    'opens no stream until half an hour before the next kick-off, then shows the match live as it starts',
    { timeout: 15_000 },
    async () => {
      // The clock runs at its pace from a minute before that half hour; the test moves it a minute on.
      vi.useFakeTimers({
        shouldAdvanceTime: true,
        now: Date.parse(genoa.date) - FOLLOW_LIVE_BEFORE_MS - 60_000,
      });
      const streams = recordStreams();
      serveDayBeforeGenoa();
      renderWidget(<LiveScores />);
      const row = await screen.findByRole('link', { name: GENOA_ROW });
      expect(row).toHaveAccessibleName(/20:45$/);
      await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(streams).toEqual([]);

      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(
        await screen.findByRole(
          'link',
          { name: /^Genoa CFC 0-0 US Salernitana 1919 Live/ },
          { timeout: 8000 },
        ),
      ).toBeInTheDocument();
      expect(streams).toHaveLength(1);
      expect(new URL(streams[0]!).searchParams.get('date')).toBe(DAY);
    },
  );

  it('opens none all day once every match of the day has been played', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse(genoa.date) + 3 * 3_600_000 });
    const streams = recordStreams();
    mswServer.use(
      http.get(apiPath('/matches'), () => HttpResponse.json(realDay)),
      http.get(apiPath('/matches/getHomeLiveMatches'), () => HttpResponse.json([])),
    );
    renderWidget(<LiveScores />);
    expect(await screen.findByRole('link', { name: GENOA_ROW })).toHaveAccessibleName(/Finale$/);
    await act(() => vi.advanceTimersByTimeAsync(3_600_000));
    expect(streams).toEqual([]);
  });
});
