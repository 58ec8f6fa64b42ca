import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '@pallone/contract';
import { reconcile } from './reconcile.ts';
import { emptyFeedState } from './storedFeedState.ts';

const now = new Date('2024-04-22T20:25:00Z');
const context = { matchId: 9, now };
const goal = (id: string): FeedEvent => ({
  id,
  type: 'event',
  matchId: 9,
  at: '2024-04-22T19:10:00Z',
  subtype: 'goal',
  teamId: 1,
  playerName: 'F. Acerbi',
  minute: 18,
  stoppage: null,
  period: '1H',
});
const status = (id: string, value: 'inPlay2H' | 'suspended', at: string): FeedEvent => ({
  id,
  type: 'status',
  matchId: 9,
  at,
  status: value,
});

describe('reconcile', () => {
  it('cancels what was sent and is no longer listed', () => {
    const stored = { ...emptyFeedState(), sent: new Set(['a', 'b', 'c']), cancelled: new Set(['c']) };
    expect(reconcile([goal('a')], stored, context)).toEqual([
      goal('a'),
      { id: 'cancel:b', type: 'cancel', matchId: 9, at: now.toISOString(), eventId: 'b' },
    ]);
  });

  it('cancels nothing on an answer without events', () => {
    const stored = { ...emptyFeedState(), sent: new Set(['a']) };
    expect(reconcile([], stored, context)).toEqual([]);
  });

  it('re-sends under a new id an event listed again after its cancel', () => {
    const stored = { ...emptyFeedState(), sent: new Set(['a', 'a~2']), cancelled: new Set(['a', 'a~2']) };
    expect(reconcile([goal('a')], stored, context).map((e) => e.id)).toEqual(['a~3']);
  });

  it('gives a status returned to a new id, never dated before the latest stored status', () => {
    const stored = {
      ...emptyFeedState(),
      statusIds: new Set(['s:inPlay2H', 's:suspended']),
      lastStatus: { status: 'suspended', at: new Date('2024-04-22T20:00:00Z') },
    };
    expect(reconcile([status('s:inPlay2H', 'inPlay2H', '2024-04-22T19:48:00Z')], stored, context)).toEqual([
      status('s:inPlay2H~2', 'inPlay2H', '2024-04-22T20:00:00.001Z'),
    ]);
    const still = { ...stored, lastStatus: { status: 'inPlay2H', at: new Date('2024-04-22T20:00:00Z') } };
    expect(reconcile([status('s:inPlay2H', 'inPlay2H', '2024-04-22T19:48:00Z')], still, context)[0]!.id).toBe(
      's:inPlay2H',
    );
  });
});
