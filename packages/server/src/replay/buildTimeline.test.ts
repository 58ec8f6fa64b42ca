import { describe, expect, it } from 'vitest';
import { buildTimeline } from './buildTimeline.ts';
import type { RealEvent } from './realEvents.ts';

const target = { matchId: 5, homeTeamId: 10, awayTeamId: 20 };
const goal = (
  side: 'home' | 'away',
  minute: number,
  stoppage: number | null,
  period: RealEvent['period'],
): RealEvent => ({
  side,
  subtype: 'goal',
  playerName: `${side} ${minute}`,
  minute,
  stoppage,
  period,
  penalty: false,
});

const statuses = (steps: ReturnType<typeof buildTimeline>) =>
  steps.flatMap((s) => (s.event.type === 'status' ? [`${s.clockS / 60} ${s.event.status}`] : []));

describe('buildTimeline', () => {
  it('starts as a replay, plays two halves with their stoppage time and ends', () => {
    const steps = buildTimeline({
      target,
      events: [goal('away', 90, 3, '2H'), goal('home', 23, null, '1H'), goal('home', 45, 2, '1H')],
      extraTime: false,
      kicks: [],
    });
    expect(steps[0]).toEqual({
      clockS: 0,
      event: { type: 'status', matchId: 5, status: 'notStarted', replay: true },
    });
    // Kick-off at 1', first half 45+2, 15' break, second half 45+3.
    expect(statuses(steps)).toEqual([
      '0 notStarted',
      '1 inPlay1H',
      '48 halfTime',
      '63 inPlay2H',
      '111 ended',
    ]);
    const goals = steps.filter((s) => s.event.type === 'event');
    expect(goals.map((s) => s.clockS / 60)).toEqual([1 + 22.5, 1 + 46.5, 63 + 47.5]);
    expect(goals[2]!.event).toEqual({
      type: 'event',
      matchId: 5,
      subtype: 'goal',
      teamId: 20,
      playerName: 'away 90',
      minute: 90,
      stoppage: 3,
      period: '2H',
    });
  });

  it('adds extra time with its breaks and the shoot-out, one kick a minute', () => {
    const steps = buildTimeline({
      target,
      events: [goal('home', 108, null, '2EH')],
      extraTime: true,
      kicks: [
        { side: 'away', scored: true, playerName: 'France, kick 1' },
        { side: 'home', scored: false, playerName: 'Argentina, kick 1' },
      ],
    });
    expect(statuses(steps)).toEqual([
      '0 notStarted',
      '1 inPlay1H',
      '46 halfTime',
      '61 inPlay2H',
      '106 breakTime',
      '111 inPlay1EH',
      '126 breakTime',
      '127 inPlay2EH',
      '142 breakTime',
      '145 inPlayP',
      '148 ended',
    ]);
    expect(steps.filter((s) => s.event.type === 'shootout').map((s) => s.event)).toEqual([
      { type: 'shootout', matchId: 5, teamId: 20, playerName: 'France, kick 1', scored: true },
      { type: 'shootout', matchId: 5, teamId: 10, playerName: 'Argentina, kick 1', scored: false },
    ]);
  });
});
