import { describe, expect, it } from 'vitest';
import { changedFields } from './changedFields.ts';

describe('changedFields', () => {
  it('names every field of a first save', () => {
    expect(changedFields(undefined, { title: 'A', body: '<p>x</p>' })).toEqual(['title', 'body']);
  });

  it('names only the fields whose values differ, lists and nulls compared by value', () => {
    const before = { title: 'A', keywords: ['x', 'y'], matchId: null, body: '<p>x</p>' };
    const after = { title: 'A', keywords: ['x', 'z'], matchId: 7, body: '<p>x</p>' };
    expect(changedFields(before, after)).toEqual(['keywords', 'matchId']);
    expect(changedFields(after, { ...after })).toEqual([]);
  });
});
