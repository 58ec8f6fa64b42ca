import { describe, expect, it } from 'vitest';
import { matchResultParts, matchResultText } from './matchResultText.ts';
import { FINAL_2022, LIVE_IN_EXTRA_TIME, NOT_PLAYED } from './testing/resultMatches.ts';

describe('matchResultText', () => {
  it('gives the score after extra time, marked, with the shoot-out, in Italian and English', () => {
    expect(matchResultText(FINAL_2022, 'it')).toBe('3-3 d.t.s. (4-2 d.c.r.)');
    expect(matchResultText(FINAL_2022, 'en')).toBe('3-3 a.e.t. (4-2 pens)');
    expect(matchResultText(FINAL_2022, 'it', ' : ')).toBe('3 : 3 d.t.s. (4-2 d.c.r.)');
  });

  it('marks extra time without a shoot-out, and nothing after 90 minutes', () => {
    const aet = { ...FINAL_2022, extraTime: { home: 3, away: 2 }, penalties: null };
    expect(matchResultText(aet, 'en')).toBe('3-2 a.e.t.');
    const regular = { ...FINAL_2022, homeScore: 1, awayScore: 0, extraTime: null, penalties: null };
    expect(matchResultText(regular, 'it')).toBe('1-0');
  });

  it('while extra time is played shows the running score, not yet marked', () => {
    // The API's homeScore is the current score while live (the extra-time tally during extra time).
    expect(matchResultParts(LIVE_IN_EXTRA_TIME, 'it')).toEqual({
      score: '3-2',
      afterExtraTime: null,
      penalties: null,
    });
  });

  it('is null when the data has no score', () => {
    expect(matchResultText(NOT_PLAYED, 'it')).toBeNull();
  });
});
