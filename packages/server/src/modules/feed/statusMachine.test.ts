import { describe, expect, it } from 'vitest';
import type { FeedStatus } from '@pallone/contract';
import { advance, ImpossibleTransitionError, INITIAL_STATE, type MachineState } from './statusMachine.ts';

const run = (statuses: readonly FeedStatus[], from: MachineState = INITIAL_STATE): MachineState =>
  statuses.reduce((state, status) => advance(state, status), from);

const FULL: FeedStatus[] = [
  'notStarted',
  'inPlay1H',
  'halfTime',
  'inPlay2H',
  'breakTime',
  'inPlay1EH',
  'halfTime',
  'inPlay2EH',
  'breakTime',
  'inPlayP',
  'ended',
];

describe('advance', () => {
  it('takes a regular match and one with extra time and penalties', () => {
    expect(run(['notStarted', 'inPlay1H', 'halfTime', 'inPlay2H', 'ended']).status).toBe('ended');
    const state = run(FULL);
    expect(state.status).toBe('ended');
    expect(state.played).toBe(5);
  });

  it('accepts every subsequence of a valid sequence (late events never invalidate a feed)', () => {
    for (let mask = 0; mask < 1 << FULL.length; mask++) {
      const subset = FULL.filter((_, i) => (mask >> i) & 1);
      expect(() => run(subset), subset.join(' ')).not.toThrow();
    }
  });

  it('accepts repeats and forward skips, refuses going back', () => {
    expect(run(['inPlay1H', 'inPlay1H', 'inPlay2H']).status).toBe('inPlay2H');
    expect(() => run(['halfTime', 'inPlay1H'])).toThrow(ImpossibleTransitionError);
    expect(() => run(['inPlay2H', 'notStarted'])).toThrow(ImpossibleTransitionError);
  });

  it('keeps ended, abandoned and cancelled final unless reopened', () => {
    expect(() => run(['inPlay2H', 'ended', 'inPlay1H'])).toThrow('from ended to inPlay1H');
    expect(() => run(['inPlay1H', 'abandoned', 'inPlay1H'])).toThrow(ImpossibleTransitionError);
    expect(() => run(['notStarted', 'cancelled', 'notStarted'])).toThrow(ImpossibleTransitionError);
    const reopened = advance(run(['inPlay2H', 'ended']), 'inPlay2H', true);
    expect(reopened.status).toBe('inPlay2H');
    expect(advance(reopened, 'ended').status).toBe('ended');
  });

  it('resumes a suspended match where it stopped or further, and lets it be abandoned', () => {
    expect(run(['inPlay2H', 'suspended', 'inPlay2H', 'ended']).status).toBe('ended');
    expect(run(['inPlay1H', 'suspended', 'halfTime']).status).toBe('halfTime');
    expect(() => run(['inPlay2H', 'suspended', 'inPlay1H'])).toThrow(ImpossibleTransitionError);
    expect(run(['inPlay2H', 'suspended', 'abandoned'])).toMatchObject({ status: 'abandoned', played: 2 });
  });

  it('starts a postponed match over, and cancels only a match not yet kicked off', () => {
    expect(run(['inPlay1H', 'postponed', 'notStarted', 'inPlay1H']).status).toBe('inPlay1H');
    expect(run(['notStarted', 'postponed', 'cancelled']).status).toBe('cancelled');
    expect(() => run(['inPlay1H', 'cancelled'])).toThrow(ImpossibleTransitionError);
  });

  it('counts how far play went, not counting the final whistle', () => {
    expect(run(['inPlay1H']).played).toBe(1);
    expect(run(['inPlay1H', 'halfTime']).played).toBe(1.5);
    expect(run(['inPlay2H', 'ended']).played).toBe(2);
    expect(run(['inPlay2H', 'breakTime', 'inPlay1EH', 'inPlay2EH', 'ended']).played).toBe(4);
  });
});
