import { describe, expect, it } from 'vitest';
import { recordedBody } from '../testing/recordedApiFootball.ts';
import { feedStatusOf } from './statuses.ts';
import { apiFootballToFeedEvents } from './toFeedEvents.ts';
import type { ApiFootballEnvelope, ApiFootballEvent, ApiFootballFixture } from './types.ts';

const fixture = recordedBody<ApiFootballEnvelope<ApiFootballFixture>>('world-cup-final-live-118.json')
  .response[0]!;
const events = recordedBody<ApiFootballEnvelope<ApiFootballEvent>>(
  'world-cup-final-events-118.json',
).response;
const match = { matchId: 7, competitionSeasonId: 3, homeTeamId: 100, awayTeamId: 200 };
const now = new Date('2022-12-18T17:33:00Z');

function event(partial: Partial<ApiFootballEvent>): ApiFootballEvent {
  return {
    time: { elapsed: 30, extra: null },
    team: { id: fixture.teams.home.id, name: 'Argentina' },
    player: { id: null, name: 'L. Messi' },
    assist: { id: null, name: null },
    type: 'Goal',
    detail: 'Normal Goal',
    comments: null,
    ...partial,
  };
}

describe('feedStatusOf', () => {
  it.each([
    ['1H', 20, 'inPlay1H'],
    ['HT', 45, 'halfTime'],
    ['2H', 70, 'inPlay2H'],
    ['BT', 90, 'breakTime'],
    ['ET', 98, 'inPlay1EH'],
    ['ET', 118, 'inPlay2EH'],
    ['P', 120, 'inPlayP'],
    ['FT', 90, 'ended'],
    ['AET', 120, 'ended'],
    ['PEN', 120, 'ended'],
    ['SUSP', 60, 'suspended'],
    ['INT', 60, 'suspended'],
    ['PST', null, 'postponed'],
    ['CANC', null, 'cancelled'],
    ['ABD', 70, 'abandoned'],
    ['AWD', null, null],
    ['WO', null, null],
    ['LIVE', 50, null],
  ] as const)('%s (elapsed %s) → %s', (short, elapsed, expected) => {
    expect(feedStatusOf(short, elapsed)).toBe(expected);
  });
});

describe('apiFootballToFeedEvents', () => {
  it('gives the same ids on every poll, and ids unique within one', () => {
    const first = apiFootballToFeedEvents(fixture, events, match, now).map((e) => e.id);
    const second = apiFootballToFeedEvents(fixture, events, match, new Date(now.getTime() + 15_000)).map(
      (e) => e.id,
    );
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });

  it('maps minutes, stoppage time and periods, and dates each event within its half', () => {
    const feed = apiFootballToFeedEvents(fixture, events, match, now);
    expect(feed[0]).toMatchObject({ type: 'status', status: 'inPlay2EH' });
    const card = feed.find((e) => e.type === 'event' && e.playerName === 'E. Fernández');
    expect(card).toMatchObject({ subtype: 'yellow', teamId: 100, minute: 45, stoppage: 7, period: '1H' });
    expect(card?.at).toBe('2022-12-18T15:51:30.000Z');
    const goal = feed.find((e) => e.type === 'event' && e.minute === 108);
    expect(goal).toMatchObject({ subtype: 'goal', period: '2EH', stoppage: null, teamId: 100 });
    const penalty = feed.find((e) => e.type === 'event' && e.minute === 23);
    expect(penalty).toMatchObject({ subtype: 'goal', penalty: true });
    for (const e of feed) expect(Date.parse(e.at)).toBeLessThanOrEqual(now.getTime());
  });

  it("sends an own goal with the scorer's team, whichever team the provider names", () => {
    // Named for the team credited (Argentina 1-0 by a French own goal): the fixture's score agrees.
    const credited = { ...fixture, goals: { home: 1, away: 0 } };
    const own = event({ detail: 'Own Goal', player: { id: null, name: 'R. Varane' } });
    expect(apiFootballToFeedEvents(credited, [own], match, now)[1]).toMatchObject({
      subtype: 'own-goal',
      teamId: 200,
    });
    // Named for the scorer's team (France): only that reading gives the score 1-0.
    const named = { ...own, team: { id: fixture.teams.away.id, name: 'France' } };
    expect(apiFootballToFeedEvents(credited, [named], match, now)[1]).toMatchObject({
      subtype: 'own-goal',
      teamId: 200,
    });
  });

  it('turns shoot-out kicks into shootout events and leaves out missed penalties and VAR notes', () => {
    const feed = apiFootballToFeedEvents(
      fixture,
      [
        event({ detail: 'Missed Penalty' }),
        event({ type: 'Var', detail: 'Goal cancelled' }),
        event({ time: { elapsed: 120, extra: 1 }, detail: 'Penalty', comments: 'Penalty Shootout' }),
        event({
          time: { elapsed: 120, extra: 3 },
          detail: 'Missed Penalty',
          comments: 'Penalty Shootout',
          team: { id: 2, name: 'France' },
        }),
      ],
      match,
      now,
    );
    expect(feed.slice(1)).toMatchObject([
      { type: 'shootout', teamId: 100, playerName: 'L. Messi', scored: true },
      { type: 'shootout', teamId: 200, scored: false },
    ]);
  });
});
