import { describe, expect, it } from 'vitest';
import { FeedRejectedError } from './feedRejectedError.ts';
import { validateFeedBatch } from './validateFeedBatch.ts';

const goal = {
  id: 'g1',
  matchId: 1,
  at: '2026-08-16T15:12:00Z',
  type: 'event',
  subtype: 'goal',
  teamId: 10,
  playerName: 'Rossi',
  minute: 12,
  stoppage: null,
  period: '1H',
};
const status = { id: 's1', matchId: 1, at: '2026-08-16T15:00:00Z', type: 'status', status: 'inPlay1H' };

function fieldOf(body: unknown): string | undefined {
  try {
    validateFeedBatch(body);
    return undefined;
  } catch (error) {
    if (error instanceof FeedRejectedError) return error.field;
    throw error;
  }
}

describe('validateFeedBatch', () => {
  it('accepts a batch of well-formed events', () => {
    expect(validateFeedBatch({ events: [status, goal] }).events).toHaveLength(2);
  });

  it('names the bad field of the bad event', () => {
    expect(fieldOf({ events: [status, status, status, { ...goal, minute: 131 }] })).toBe('events[3].minute');
    expect(fieldOf({ events: [{ ...goal, stoppage: 'x' }] })).toBe('events[0].stoppage');
    expect(fieldOf({ events: [{ ...goal, extra: 1 }] })).toBe('events[0].extra');
    const withoutTeam: Record<string, unknown> = { ...goal };
    delete withoutTeam.teamId;
    expect(fieldOf({ events: [withoutTeam] })).toBe('events[0].teamId');
    expect(fieldOf({ events: [{ ...status, type: 'nope' }] })).toBe('events[0].type');
    expect(fieldOf({ events: [{ ...status, at: 'yesterday' }] })).toBe('events[0].at');
    expect(fieldOf({ events: [{ ...status, at: '2026-02-30T10:00:00Z' }] })).toBe('events[0].at');
    expect(fieldOf({ events: [{ ...status, id: '' }] })).toBe('events[0].id');
    expect(fieldOf({ events: [{ ...status, status: 'live' }] })).toBe('events[0].status');
    expect(fieldOf({ events: ['x'] })).toBe('events[0]');
  });

  it('wants 1 to 500 events in an object with nothing else', () => {
    expect(fieldOf({ events: [] })).toBe('events');
    expect(fieldOf({ events: Array.from({ length: 501 }, (_, i) => ({ ...status, id: `s${i}` })) })).toBe(
      'events',
    );
    expect(fieldOf({ events: [status], more: true })).toBe('more');
    expect(fieldOf([status])).toBe('events');
    expect(fieldOf(null)).toBe('events');
  });
});
