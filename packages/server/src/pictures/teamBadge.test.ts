import { describe, expect, it } from 'vitest';
import { badgeColours, badgeInitials, teamBadgeSvg } from './teamBadge.ts';

// Three letters of a one-word short name, the first letters of several words.
describe('badgeInitials', () => {
  it.each([
    ['Inter', 'INT'],
    ['Hellas Verona', 'HV'],
    ['Real Madrid CF', 'RM'],
    ['FC Internazionale Milano', 'IM'],
    ['1. FC Köln', 'KÖL'],
  ])('makes %s into %s', (name, initials) => {
    expect(badgeInitials(name)).toBe(initials);
  });
});

describe('teamBadgeSvg', () => {
  const inter = {
    sourceId: 'fc-internazionale-milano-ita',
    name: 'FC Internazionale Milano',
    shortName: 'Inter',
  };
  const milan = { sourceId: 'ac-milan-ita', name: 'AC Milan', shortName: 'Milan' };

  it('is the same drawing on every call (stable colours from the source id)', () => {
    expect(teamBadgeSvg(inter)).toBe(teamBadgeSvg({ ...inter }));
    expect(badgeColours(inter.sourceId)).toEqual(badgeColours('fc-internazionale-milano-ita'));
  });

  it('draws two clubs differently: other initials and other colours', () => {
    expect(teamBadgeSvg(inter)).toContain('>INT</text>');
    expect(teamBadgeSvg(milan)).toContain('>MIL</text>');
    expect(badgeColours(inter.sourceId)).not.toEqual(badgeColours(milan.sourceId));
  });

  it('escapes the initials as XML', () => {
    expect(teamBadgeSvg({ sourceId: 'x', name: '<b>', shortName: null })).not.toContain('<b>');
  });
});
