import { describe, expect, it } from 'vitest';
import { matchResultParts, matchResultText } from './matchResultText.ts';

// The 2022 World Cup final as the API gives it: 2-2 after 90 minutes, 3-3 after extra time, 4-2 on penalties.
const final2022 = {
  status: 'played' as const,
  homeScore: 2,
  awayScore: 2,
  extraTime: { home: 3, away: 3 },
  penalties: { home: 4, away: 2 },
};

describe('matchResultText', () => {
  it('gives the score after extra time, marked, with the shoot-out, in Italian and English', () => {
    expect(matchResultText(final2022, 'it')).toBe('3-3 d.t.s. (4-2 d.c.r.)');
    expect(matchResultText(final2022, 'en')).toBe('3-3 a.e.t. (4-2 pens)');
    expect(matchResultText(final2022, 'it', ' : ')).toBe('3 : 3 d.t.s. (4-2 d.c.r.)');
  });

  it('marks extra time without a shoot-out, and nothing after 90 minutes', () => {
    const aet = { ...final2022, extraTime: { home: 3, away: 2 }, penalties: null };
    expect(matchResultText(aet, 'en')).toBe('3-2 a.e.t.');
    const regular = { ...final2022, homeScore: 1, awayScore: 0, extraTime: null, penalties: null };
    expect(matchResultText(regular, 'it')).toBe('1-0');
  });

  it('while extra time is played shows the running score, not yet marked', () => {
    // The API's homeScore is the current score while live (the extra-time tally during extra time).
    const live = {
      status: 'inPlay2EH' as const,
      homeScore: 3,
      awayScore: 2,
      extraTime: { home: 3, away: 2 },
      penalties: null,
    };
    expect(matchResultParts(live, 'it')).toEqual({ score: '3-2', afterExtraTime: null, penalties: null });
  });

  it('is null when the data has no score', () => {
    const fixture = {
      status: 'scheduled' as const,
      homeScore: null,
      awayScore: null,
      extraTime: null,
      penalties: null,
    };
    expect(matchResultText(fixture, 'it')).toBeNull();
  });
});
