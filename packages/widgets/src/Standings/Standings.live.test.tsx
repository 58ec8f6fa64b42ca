import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LiveMatchMessage } from '@pallone/core';
import { Standings } from './Standings.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { liveStreamHandler } from '../mocks/handlers/liveStream.ts';
import { liveMatchMessage, REPLAYED_MATCH } from '../mocks/liveReplay.ts';

/**
 * The recorded Serie A 2025-26 table (group 100, every match played) with one more Napoli–Inter game put in play
 * by the test (the data has no live feed): Napoli (76 points, 2nd) lead Inter (87, 1st) 2-0 in the second half.
 */
const inPlay: LiveMatchMessage = liveMatchMessage(REPLAYED_MATCH, {
  id: 900001,
  status: 'inPlay2H',
  homeScore: 2,
  awayScore: 0,
  minute: '70',
  competitionId: 68,
  competitionSeasonId: 32,
  groupId: 100,
  date: '2026-05-24T18:45:00.000Z',
  homeTeamId: 4,
  awayTeamId: 7,
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Standings while matches of the group are played', () => {
  it(
    'shows the provisional live table with the current score counted, marked as such',
    { timeout: 15_000 },
    async () => {
      mswServer.use(liveStreamHandler({ messages: [{ type: 'match', id: '1', data: inPlay }], paceMs: 20 }));
      renderWidget(<Standings competitionId={68} />);
      expect(
        await screen.findByText('Classifica provvisoria: partite in corso', {}, { timeout: 8000 }),
      ).toBeInTheDocument();
      const table = screen.getByRole('table', { name: /\(Classifica provvisoria: partite in corso\)$/ });
      const napoli = within(table).getByRole('row', { name: /SSC Napoli/ });
      expect(cellsOf(napoli).slice(1, 2)).toEqual(['39']);
      expect(napoli).toHaveTextContent('79');
      const inter = within(table).getByRole('row', { name: /FC Internazionale Milano/ });
      expect(cellsOf(inter).slice(1, 2)).toEqual(['39']);
    },
  );

  it('shows the stored table, not marked live, while nothing of the group is played', async () => {
    renderWidget(<Standings competitionId={68} />);
    await screen.findByRole('table', { name: /Serie A/ });
    expect(screen.queryByText('Classifica provvisoria: partite in corso')).not.toBeInTheDocument();
  });
});

describe('Standings told when to follow the live stream (followLiveFrom)', () => {
  afterEach(() => {
    vi.useRealTimers();
    mswServer.events.removeAllListeners();
  });

  it(
    'opens no stream before the instant, then goes provisional once it comes',
    { timeout: 15_000 },
    async () => {
      // The clock runs at its pace from the injected instant; the test moves it a minute on at once.
      const now = Date.parse('2026-05-24T19:29:00.000Z');
      vi.useFakeTimers({ shouldAdvanceTime: true, now });
      const streams: string[] = [];
      mswServer.events.on('request:start', ({ request }) => {
        if (request.url.includes('/live/stream')) streams.push(request.url);
      });
      mswServer.use(liveStreamHandler({ messages: [{ type: 'match', id: '1', data: inPlay }], paceMs: 20 }));
      renderWidget(<Standings competitionId={68} followLiveFrom="2026-05-24T19:30:00.000Z" />);
      await screen.findByRole('table', { name: /Serie A/ });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(streams).toEqual([]);
      expect(screen.queryByText('Classifica provvisoria: partite in corso')).not.toBeInTheDocument();

      vi.advanceTimersByTime(60_000);
      expect(
        await screen.findByText('Classifica provvisoria: partite in corso', {}, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(streams).toHaveLength(1);
    },
  );
});
