import { describe, expect, it } from 'vitest';
import { labelsFor } from '../i18n/labels.ts';
import { matchHeadline } from './matchHeadline.ts';

const match = {
  homeTeam: null,
  awayTeam: null,
  homeName: 'Inter',
  awayName: 'Milan',
  homeScore: 1,
  awayScore: 0,
  extraTime: null,
  penalties: null,
  status: 'played',
  isReplay: false,
} satisfies Parameters<typeof matchHeadline>[0];

const it_ = labelsFor('it');

describe('matchHeadline (page title and description)', () => {
  it('names the teams and the score of a match', () => {
    expect(matchHeadline(match, it_, 'it')).toBe('Inter - Milan 1-0');
    expect(
      matchHeadline({ ...match, status: 'scheduled', homeScore: null, awayScore: null }, it_, 'it'),
    ).toBe('Inter - Milan');
  });

  it('gives the result after extra time, marked, with the shoot-out (the 2022 World Cup final)', () => {
    const final = {
      ...match,
      homeName: 'Argentina',
      awayName: 'Francia',
      homeScore: 2,
      awayScore: 2,
      extraTime: { home: 3, away: 3 },
      penalties: { home: 4, away: 2 },
    };
    expect(matchHeadline(final, it_, 'it')).toBe('Argentina - Francia 3-3 d.t.s. (4-2 d.c.r.)');
    expect(
      matchHeadline({ ...final, homeName: 'Argentina', awayName: 'France' }, labelsFor('en'), 'en'),
    ).toBe('Argentina - France 3-3 a.e.t. (4-2 pens)');
  });

  it('says Live while the match is played', () => {
    expect(matchHeadline({ ...match, status: 'inPlay2H' }, it_, 'it')).toBe('Inter - Milan 1-0 (Live)');
  });

  it('says Replay, never Live, for a replay', () => {
    expect(matchHeadline({ ...match, status: 'inPlay2H', isReplay: true }, labelsFor('en'), 'en')).toBe(
      'Inter - Milan 1-0 (Replay)',
    );
    expect(matchHeadline({ ...match, isReplay: true }, it_, 'it')).toBe('Inter - Milan 1-0 (Replay)');
  });
});
