import { describe, expect, it } from 'vitest';
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
