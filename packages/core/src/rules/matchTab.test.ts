import { describe, expect, it } from 'vitest';
import { matchTab } from './matchTab.ts';

describe('matchTab', () => {
  it('opens a live match on diretta-live', () => {
    expect(matchTab({ status: 'inPlay2H', ended: false })).toBe('diretta-live');
    expect(matchTab({ status: 'notStarted', ended: false })).toBe('diretta-live');
  });

  it('opens an ended match on diretta-live', () => {
    expect(matchTab({ status: 'played', ended: true })).toBe('diretta-live');
    expect(matchTab({ status: 'ended', ended: false })).toBe('diretta-live');
  });

  it('opens any other match on statistiche', () => {
    expect(matchTab({ status: 'scheduled', ended: false })).toBe('statistiche');
    expect(matchTab({ status: 'postponed', ended: false })).toBe('statistiche');
    expect(matchTab({ status: 'cancelled', ended: false })).toBe('statistiche');
  });
});
