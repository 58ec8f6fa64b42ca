import { describe, expect, it } from 'vitest';
import { readMatchRecord } from './matchRecord.ts';
import { isPlaceholderTeam } from './matchTeams.ts';

const base = {
  id: 'it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano',
  round: 'Matchday 1',
  date: '2024-08-17',
  time: '18:30',
  team1: 'Genoa CFC',
  team1_id: 'genoa-cfc-ita',
  team1_country: 'ITA',
  team2: 'FC Internazionale Milano',
  team2_id: 'fc-internazionale-milano-ita',
  team2_country: 'ITA',
  score: { ht: [1, 1], ft: [2, 2] },
  status: 'played',
};
const read = (patch: Record<string, unknown>) => readMatchRecord({ ...base, ...patch }, 3, 'it.1', '2024-25');

describe('readMatchRecord', () => {
  it('reads a played match', () => {
    expect(read({})).toMatchObject({
      index: 3,
      sourceId: base.id,
      home: { name: 'Genoa CFC', teamId: 'genoa-cfc-ita', country: 'ITA' },
      ht: [1, 1],
      ft: [2, 2],
      et: null,
      pen: null,
      status: 'played',
    });
  });
  it('fills the 0-0 half time the source omits, but not for awarded results', () => {
    expect(read({ score: { ft: [0, 0] } })).toMatchObject({ ht: [0, 0] });
    expect(read({ score: { ft: [0, 3] }, status: 'awarded' })).toMatchObject({ ht: null, ft: [0, 3] });
    expect(read({ score: { ft: [1, 0] } })).toMatchObject({ ht: null });
  });
  it('rejects bad rows with a reason', () => {
    expect(read({ date: '2024-02-30' })).toEqual({ error: 'bad date "2024-02-30"' });
    expect(read({ time: '7pm' })).toEqual({ error: 'bad time "7pm"' });
    expect(read({ team2: '' })).toEqual({ error: 'missing team2' });
    expect(read({ score: { ft: ['two', 1] } })).toEqual({ error: 'score.ft ["two",1] is not numeric' });
    expect(read({ status: 'abandoned' })).toEqual({ error: 'unknown status "abandoned"' });
    expect(read({ score: {} })).toEqual({ error: 'status played without a full-time score' });
    expect(read({ timezone: 'Mars/Base' })).toEqual({ error: 'bad timezone "Mars/Base"' });
    expect(readMatchRecord('x', 0, 'it.1', '2024-25')).toEqual({ error: 'not an object' });
  });
  it('accepts a fixture without time or score and builds a missing id', () => {
    const record = read({ id: undefined, time: undefined, score: undefined, status: 'scheduled' });
    expect(record).toMatchObject({
      time: null,
      ft: null,
      sourceId: 'it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano',
    });
  });
});

describe('isPlaceholderTeam', () => {
  it('recognizes fixture placeholders', () => {
    for (const name of ['W49', 'L101', '1A', '2B', '3A/B/C/D/F', 'Winner Match 50', 'TBD'])
      expect(isPlaceholderTeam(name)).toBe(true);
    for (const name of ['Wales', 'Inter', '1. FC Köln', 'FC Porto', 'Lens'])
      expect(isPlaceholderTeam(name)).toBe(false);
  });
});
