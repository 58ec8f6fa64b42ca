import { describe, expect, it } from 'vitest';
import type { FeedEvent, FeedStatus } from '@pallone/contract';
import { foldFeedEvents, RejectedFeedEventError } from './foldFeedEvents.ts';
import type { StoredFeedEvent } from './storedFeedEvent.ts';

const HOME = 10;
const AWAY = 20;
const sides = { homeTeamId: HOME, awayTeamId: AWAY, startsEnded: false };
const KICKOFF = Date.parse('2026-08-16T15:00:00Z');
const at = (minute: number) => new Date(KICKOFF + minute * 60_000);

function stored(event: FeedEvent, source = 'feed'): StoredFeedEvent {
  return { source, at: new Date(event.at), event };
}
const status = (id: string, minute: number, value: FeedStatus, replay?: boolean): StoredFeedEvent =>
  stored({
    id,
    matchId: 1,
    at: at(minute).toISOString(),
    type: 'status',
    status: value,
    ...(replay ? { replay } : {}),
  });
const goal = (
  id: string,
  minute: number,
  teamId: number,
  period: '1H' | '2H' | '1EH' | '2EH',
  subtype: 'goal' | 'own-goal' | 'yellow' = 'goal',
): StoredFeedEvent =>
  stored({
    id,
    matchId: 1,
    at: at(minute).toISOString(),
    type: 'event',
    subtype,
    teamId,
    playerName: `Player ${id}`,
    minute,
    stoppage: null,
    period,
  });
const kick = (id: string, minute: number, teamId: number, scored: boolean): StoredFeedEvent =>
  stored({ id, matchId: 1, at: at(minute).toISOString(), type: 'shootout', teamId, playerName: id, scored });
const cancel = (id: string, minute: number, eventId: string): StoredFeedEvent =>
  stored({ id, matchId: 1, at: at(minute).toISOString(), type: 'cancel', eventId });

const regular = [
  status('s1', 0, 'inPlay1H'),
  goal('g1', 12, HOME, '1H'),
  status('s2', 47, 'halfTime'),
  status('s3', 62, 'inPlay2H'),
  goal('g2', 70, AWAY, '2H'),
  goal('g3', 85, AWAY, '2H', 'own-goal'),
  goal('c1', 88, AWAY, '2H', 'yellow'),
  status('s4', 110, 'ended'),
];

describe('foldFeedEvents', () => {
  it('folds a regular match into a result: ht, ft, an own goal for the other side', () => {
    const folded = foldFeedEvents(regular, sides);
    expect(folded).toMatchObject({
      status: 'played',
      feedStatus: 'ended',
      ht: { home: 1, away: 0 },
      ft: { home: 2, away: 1 },
      et: null,
      pen: null,
      periodStartedAt: null,
      liveSource: 'feed',
      isReplay: false,
    });
    expect(folded?.rows.map((row) => [row.sourceKey, row.subtype, row.teamId])).toEqual([
      ['feed:feed:g1', 'goal', HOME],
      ['feed:feed:g2', 'goal', AWAY],
      ['feed:feed:g3', 'own-goal', HOME],
      ['feed:feed:c1', 'yellow', AWAY],
    ]);
  });

  it('gives the same state whatever the arrival order', () => {
    const inOrder = foldFeedEvents(regular, sides);
    for (const shuffled of [
      [...regular].reverse(),
      [regular[3]!, regular[7]!, ...regular.slice(0, 3), ...regular.slice(4, 7)],
    ]) {
      expect(foldFeedEvents(shuffled, sides)).toEqual(inOrder);
    }
  });

  it('is live while playing: the clock starts with the period, no half-time score before the break', () => {
    const folded = foldFeedEvents(regular.slice(0, 2), sides);
    expect(folded).toMatchObject({
      status: 'inPlay1H',
      ft: { home: 1, away: 0 },
      ht: null,
      periodStartedAt: at(0),
    });
    expect(foldFeedEvents(regular.slice(0, 5), sides)?.periodStartedAt).toEqual(at(62));
  });

  it('drops a cancelled goal (VAR) from the score and the rows', () => {
    const folded = foldFeedEvents([...regular.slice(0, 2), cancel('x1', 14, 'g1')], sides);
    expect(folded?.ft).toEqual({ home: 0, away: 0 });
    expect(folded?.rows).toEqual([]);
  });

  it('keeps extra-time goals in the extra-time score and tallies the shoot-out apart', () => {
    const folded = foldFeedEvents(
      [
        status('s1', 0, 'inPlay1H'),
        goal('g1', 20, HOME, '1H'),
        status('s2', 47, 'halfTime'),
        status('s3', 62, 'inPlay2H'),
        goal('g2', 80, AWAY, '2H'),
        status('s4', 110, 'breakTime'),
        status('s5', 115, 'inPlay1EH'),
        goal('g3', 120, HOME, '1EH'),
        status('s6', 131, 'inPlay2EH'),
        goal('g4', 140, AWAY, '2EH'),
        status('s7', 148, 'inPlayP'),
        kick('k1', 150, HOME, true),
        kick('k2', 151, AWAY, false),
        kick('k3', 152, HOME, true),
        status('s8', 155, 'ended'),
      ],
      sides,
    );
    expect(folded).toMatchObject({
      status: 'played',
      ht: { home: 1, away: 0 },
      ft: { home: 1, away: 1 },
      et: { home: 2, away: 2 },
      pen: { home: 2, away: 0 },
    });
  });

  it('refuses an impossible transition, naming the event', () => {
    const run = () => foldFeedEvents([...regular, status('late', 120, 'inPlay1H')], sides);
    expect(run).toThrow(RejectedFeedEventError);
    expect(run).toThrow(expect.objectContaining({ source: 'feed', eventId: 'late' }));
  });

  it('lets a staff reopen free the next status', () => {
    const reopen: StoredFeedEvent = {
      source: 'staff',
      at: at(115),
      event: { id: 'r1', matchId: 1, at: at(115).toISOString(), type: 'reopen', by: 'editor@pallone.test' },
    };
    const folded = foldFeedEvents([...regular, reopen, status('s5', 116, 'inPlay2H')], sides);
    expect(folded).toMatchObject({ status: 'inPlay2H', ft: { home: 2, away: 1 }, periodStartedAt: at(62) });
    expect(foldFeedEvents([reopen], sides)).toBeNull();
  });

  it('forgets everything before the latest replay start', () => {
    const replay = [
      status('p0', 200, 'notStarted', true),
      status('p1', 201, 'inPlay1H'),
      goal('p2', 205, AWAY, '1H'),
    ];
    const folded = foldFeedEvents([...regular, ...replay], sides);
    expect(folded).toMatchObject({ status: 'inPlay1H', isReplay: true, ft: { home: 0, away: 1 } });
    expect(folded?.rows.map((row) => row.sourceKey)).toEqual(['feed:feed:p2']);
    expect(foldFeedEvents([...regular, replay[0]!], sides)).toMatchObject({ status: 'notStarted', ft: null });
  });

  it('refuses to move a match that ended before the feed, unless reopened or replayed', () => {
    const ended = { ...sides, startsEnded: true };
    expect(() => foldFeedEvents([status('s1', 0, 'inPlay1H')], ended)).toThrow(RejectedFeedEventError);
    expect(() => foldFeedEvents([goal('g1', 3, HOME, '1H')], ended)).toThrow(RejectedFeedEventError);
    expect(foldFeedEvents([status('s1', 0, 'notStarted', true)], ended)?.isReplay).toBe(true);
  });

  it('places a feed that sent no status in the period of its events', () => {
    expect(foldFeedEvents([goal('g1', 50, HOME, '2H')], sides)).toMatchObject({
      status: 'inPlay2H',
      ft: { home: 1, away: 0 },
      ht: { home: 0, away: 0 },
      periodStartedAt: null,
    });
  });

  it('takes the latest sender as the live source', () => {
    expect(
      foldFeedEvents(
        [...regular.slice(0, 3), { ...status('a1', 62, 'inPlay2H'), source: 'api-football' }],
        sides,
      )?.liveSource,
    ).toBe('api-football');
  });
});
