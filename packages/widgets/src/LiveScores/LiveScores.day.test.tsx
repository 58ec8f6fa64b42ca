import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LiveScores } from './LiveScores.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { LIVE_SCORES_DAYS } from '../mocks/handlers/liveScores.ts';

/** 27/10/2023, the recorded day, is "today" in Rome in these tests. */
const DAY = LIVE_SCORES_DAYS.sevenCompetitions;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2023-10-27T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveScores days', () => {
  it('calls a day to come "Partite del…" and today or a past day "Risultati del…", in both languages', async () => {
    const { unmount } = renderWidget(<LiveScores date="2023-10-28" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Partite del 28/10/2023' })).toBeInTheDocument();
    unmount();
    const today = renderWidget(<LiveScores date={DAY} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Risultati del 27/10/2023' })).toBeInTheDocument();
    today.unmount();
    const future = renderWidget(<LiveScores date="2023-10-28" language="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Matches of 28/10/2023' })).toBeInTheDocument();
    future.unmount();
    renderWidget(<LiveScores date="2023-10-26" language="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Results of 26/10/2023' })).toBeInTheDocument();
  });

  it('tells the page each day the visitor moves to, so the page can keep it in its address', async () => {
    const user = userEvent.setup();
    const moves: string[] = [];
    renderWidget(<LiveScores date="2023-10-25" onDateChange={(day) => moves.push(day)} />);
    await user.click(screen.getByRole('button', { name: 'Giorno successivo' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Risultati del 26/10/2023' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Oggi' }));
    await user.click(screen.getByRole('button', { name: 'Giorno precedente' }));
    expect(moves).toEqual(['2023-10-26', DAY, '2023-10-26']);
  });
});
