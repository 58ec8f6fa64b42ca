import { describe, expect, it } from 'vitest';
import type { Match } from '../types/Match.ts';
import type { MatchEvent } from '../types/MatchEvent.ts';
import { applyLiveMatch, applyLiveTimeline } from './applyLiveMessage.ts';
import type { LiveMatchMessage } from './liveStreamMessages.ts';

/** The World Cup 2022 final, as a replay brings it to 2-0 at half-time (Messi 23' pen., Di María 36'). */
const final = { id: 64, homeName: 'Argentina', awayName: 'France', venue: 'Lusail Iconic Stadium, Lusail' };
const halfTime: LiveMatchMessage = {
  id: 64,
  status: 'halfTime',
  homeScore: 2,
  awayScore: 0,
  halfTime: { home: 2, away: 0 },
  extraTime: null,
  penalties: null,
  minute: 'HT',
  ended: false,
  isReplay: true,
  periodStartedAt: null,
  clockRate: 60,
  competitionId: 184,
  competitionSeasonId: 1,
  groupId: 9,
  date: '2022-12-18T15:00:00.000Z',
};
const messi = { id: 167, minute: 23, subtype: 'goal', playerName: 'Lionel Messi' } as MatchEvent;
const diMaria = { id: 169, minute: 36, subtype: 'goal', playerName: 'Ángel Di María' } as MatchEvent;

describe('applyLiveMatch', () => {
  it('takes the live fields from the message and keeps the rest of the match', () => {
    const patched = applyLiveMatch(final as unknown as Match, halfTime);
    expect(patched).toMatchObject({ ...final, status: 'halfTime', homeScore: 2, awayScore: 0, minute: 'HT' });
    expect(patched).toMatchObject({ isReplay: true, clockRate: 60, periodStartedAt: null });
  });
});

describe('applyLiveTimeline', () => {
  it('adds an event once and withdraws it', () => {
    const added = applyLiveTimeline([messi], { matchId: 64, change: 'added', event: diMaria });
    expect(added).toEqual([messi, diMaria]);
    expect(applyLiveTimeline(added, { matchId: 64, change: 'added', event: diMaria })).toEqual(added);
    expect(applyLiveTimeline(added, { matchId: 64, change: 'withdrawn', event: messi })).toEqual([diMaria]);
  });
});
