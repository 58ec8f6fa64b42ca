/**
 * The live stream messages of a real match replayed (issue #11), built from the World Cup 2022 final as recorded
 * from the real API (fixtures/matchTimeline.final.*): kick-off at 0-0, then each recorded event in play order,
 * every goal followed by the match's new score, and the end on the real result (3-3 after extra time, 4-2 on
 * penalties). Nothing is invented: minutes, scorers and sides are the recorded ones; the clock is not ticked
 * (no period start is known), and the match is flagged as a replay, as `npm run replay` does.
 */
import type {
  LiveMatchMessage,
  LiveStreamMessage,
  Match,
  MatchEvent,
  MatchPeriod,
  Score,
} from '@pallone/core';
import finalMatch from './fixtures/matchTimeline.final.match.json' with { type: 'json' };
import finalEvents from './fixtures/matchTimeline.final.events.json' with { type: 'json' };

export const REPLAYED_MATCH = finalMatch as Match;

/** The final as the API answers it at the replay's kick-off: in play, 0-0, no result yet. */
export const REPLAY_KICK_OFF: Match = {
  ...REPLAYED_MATCH,
  status: 'inPlay1H',
  ended: false,
  minute: '1',
  isReplay: true,
  homeScore: 0,
  awayScore: 0,
  halfTime: null,
  extraTime: null,
  penalties: null,
};
const events = finalEvents as MatchEvent[];

const PERIODS: readonly MatchPeriod[] = ['1H', '2H', '1EH', '2EH', 'P'];
const STATUS = {
  '1H': 'inPlay1H',
  '2H': 'inPlay2H',
  '1EH': 'inPlay1EH',
  '2EH': 'inPlay2EH',
  P: 'inPlayP',
} as const;

const inPlayOrder = (a: MatchEvent, b: MatchEvent) =>
  PERIODS.indexOf(a.matchPeriod) - PERIODS.indexOf(b.matchPeriod) ||
  (a.minute ?? 0) - (b.minute ?? 0) ||
  (a.stoppage ?? 0) - (b.stoppage ?? 0);

function minuteText(event: MatchEvent): string | null {
  if (event.minute === null) return null;
  return event.stoppage ? `${event.minute}+${event.stoppage}` : String(event.minute);
}

/** The side a goal counts for: the scorer's team, the other one for an own goal. */
function scoringSide(event: MatchEvent): 'home' | 'away' {
  const scorersSide = event.team?.id === REPLAYED_MATCH.homeTeam?.id ? 'home' : 'away';
  if (event.subtype !== 'own-goal') return scorersSide;
  return scorersSide === 'home' ? 'away' : 'home';
}

/** A recorded match as a stream `match` message: kick-off state unless `change` says otherwise. */
export function liveMatchMessage(match: Match, change: Partial<LiveMatchMessage>): LiveMatchMessage {
  return {
    id: match.id,
    status: 'inPlay1H',
    homeScore: 0,
    awayScore: 0,
    halfTime: null,
    extraTime: null,
    penalties: null,
    minute: '1',
    ended: false,
    isReplay: true,
    periodStartedAt: null,
    clockRate: 1,
    competitionId: match.competition.id,
    competitionSeasonId: match.competitionSeasonId,
    groupId: match.group.id,
    date: match.date,
    ...change,
  };
}

const matchMessage = (change: Partial<LiveMatchMessage>) => liveMatchMessage(REPLAYED_MATCH, change);

/** The replay's messages in order, with ids "1", "2", …: a snapshot, then the events and scores as they came. */
export function finalReplayMessages(): LiveStreamMessage[] {
  const out: LiveStreamMessage[] = [];
  const push = (message: { type: 'match'; data: LiveMatchMessage } | { type: 'event'; data: never }) =>
    out.push({ ...message, id: String(out.length + 1) } as LiveStreamMessage);
  push({ type: 'match', data: matchMessage({}) });
  const score: Score = { home: 0, away: 0 };
  let at90: Score | null = null;
  let halfTime: Score | null = null;
  for (const event of [...events].sort(inPlayOrder)) {
    const period = event.matchPeriod;
    if (period !== '1H' && !halfTime) halfTime = { ...score };
    if ((period === '1EH' || period === '2EH') && !at90) at90 = { ...score };
    out.push({
      type: 'event',
      id: String(out.length + 1),
      data: { matchId: REPLAYED_MATCH.id, change: 'added', event },
    });
    if (event.subtype !== 'goal' && event.subtype !== 'own-goal') continue;
    score[scoringSide(event)] += 1;
    const regular = at90 ?? score;
    push({
      type: 'match',
      data: matchMessage({
        status: STATUS[period],
        homeScore: regular.home,
        awayScore: regular.away,
        halfTime,
        extraTime: at90 ? { ...score } : null,
        minute: minuteText(event),
      }),
    });
  }
  const { homeScore, awayScore, extraTime, penalties } = REPLAYED_MATCH;
  push({
    type: 'match',
    data: matchMessage({
      status: 'played',
      ended: true,
      minute: null,
      homeScore,
      awayScore,
      halfTime,
      extraTime,
      penalties,
    }),
  });
  return out;
}

/**
 * A goal taken back (VAR): the final's first goal (Messi, 23') arrives with the score 1-0, then the feed
 * withdraws it and the score goes back to 0-0. For the tests and the story of a withdrawn event.
 */
export function withdrawnGoalMessages(): LiveStreamMessage[] {
  const [kickOff, goal, score] = finalReplayMessages() as [
    LiveStreamMessage,
    Extract<LiveStreamMessage, { type: 'event' }>,
    Extract<LiveStreamMessage, { type: 'match' }>,
  ];
  return [
    kickOff,
    goal,
    score,
    { type: 'event', id: '4', data: { ...goal.data, change: 'withdrawn' } },
    { type: 'match', id: '5', data: { ...score.data, homeScore: 0, awayScore: 0 } },
  ];
}
