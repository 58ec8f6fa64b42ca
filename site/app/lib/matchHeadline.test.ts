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
  status: 'played',
  isReplay: false,
} satisfies Parameters<typeof matchHeadline>[0];

const it_ = labelsFor('it');

describe('matchHeadline (page title and description)', () => {
  it('names the teams and the score of a match', () => {
    expect(matchHeadline(match, it_)).toBe('Inter - Milan 1-0');
    expect(matchHeadline({ ...match, status: 'scheduled', homeScore: null, awayScore: null }, it_)).toBe(
      'Inter - Milan',
    );
  });

  it('says Live while the match is played', () => {
    expect(matchHeadline({ ...match, status: 'inPlay2H' }, it_)).toBe('Inter - Milan 1-0 (Live)');
  });

  it('says Replay, never Live, for a replay', () => {
    expect(matchHeadline({ ...match, status: 'inPlay2H', isReplay: true }, labelsFor('en'))).toBe(
      'Inter - Milan 1-0 (Replay)',
    );
    expect(matchHeadline({ ...match, isReplay: true }, it_)).toBe('Inter - Milan 1-0 (Replay)');
  });
});
