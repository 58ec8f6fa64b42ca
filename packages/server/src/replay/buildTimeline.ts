/**
 * A replay's feed events in match time (issue #10 §4): the replay start (`notStarted`, `replay: true`), kick-off,
 * each real event in the middle of its minute (45+2 sits two minutes into first-half stoppage), half time, the
 * second half, extra time with its breaks, the shoot-out one kick a minute, the final whistle. A half lasts until
 * its last stoppage-time event. `clockS` is seconds from the replay start at real pace; the sender divides by
 * the speed (60: a match minute a second, so a 90-minute match lasts about two minutes with its breaks).
 */
import type { FeedEvent, FeedPeriod, FeedStatus } from '@pallone/contract';
import type { RealEvent } from './realEvents.ts';
import type { NamedKick } from './realShootout.ts';

type Draft<T> = T extends unknown ? Omit<T, 'id' | 'at'> : never;
export type FeedEventDraft = Draft<FeedEvent>;

export interface TimelineStep {
  clockS: number;
  event: FeedEventDraft;
}

export interface ReplayTarget {
  matchId: number;
  homeTeamId: number;
  awayTeamId: number;
}

export interface TimelineInput {
  target: ReplayTarget;
  events: readonly RealEvent[];
  extraTime: boolean;
  kicks: readonly NamedKick[];
}

const MINUTE = 60;
/** Break lengths in match minutes: before kick-off, half time, before extra time, its half time, before kicks. */
export const BREAKS = { kickoff: 1, halfTime: 15, beforeExtraTime: 5, extraHalfTime: 1, beforeShootout: 3 };

const PERIODS: readonly { period: FeedPeriod; status: FeedStatus; base: number; length: number }[] = [
  { period: '1H', status: 'inPlay1H', base: 0, length: 45 },
  { period: '2H', status: 'inPlay2H', base: 45, length: 45 },
  { period: '1EH', status: 'inPlay1EH', base: 90, length: 15 },
  { period: '2EH', status: 'inPlay2EH', base: 105, length: 15 },
];

export function buildTimeline({ target, events, extraTime, kicks }: TimelineInput): TimelineStep[] {
  const { matchId } = target;
  const teamId = (side: 'home' | 'away') => (side === 'home' ? target.homeTeamId : target.awayTeamId);
  const steps: TimelineStep[] = [];
  const status = (clockS: number, value: FeedStatus) =>
    steps.push({ clockS, event: { type: 'status', matchId, status: value } });

  steps.push({ clockS: 0, event: { type: 'status', matchId, status: 'notStarted', replay: true } });
  let clock = BREAKS.kickoff * MINUTE;
  const played = extraTime ? PERIODS : PERIODS.slice(0, 2);
  played.forEach(({ period, status: inPlay, base, length }, index) => {
    status(clock, inPlay);
    const inPeriod = events.filter((e) => e.period === period);
    const offset = (e: RealEvent) =>
      Math.max(0, e.minute - base - 1 + (e.stoppage ?? 0)) * MINUTE + MINUTE / 2;
    for (const e of [...inPeriod].sort((a, b) => offset(a) - offset(b))) {
      steps.push({
        clockS: clock + offset(e),
        event: {
          type: 'event',
          matchId,
          subtype: e.subtype,
          teamId: teamId(e.side),
          playerName: e.playerName,
          minute: Math.min(130, e.minute),
          stoppage: e.stoppage === null ? null : Math.min(30, e.stoppage),
          period: e.period,
          ...(e.penalty ? { penalty: true } : {}),
        },
      });
    }
    const stoppage = Math.max(0, ...inPeriod.map((e) => e.minute - base - length + (e.stoppage ?? 0)));
    clock += (length + stoppage) * MINUTE;
    const last = index === played.length - 1;
    if (last) return;
    if (period === '1H') {
      status(clock, 'halfTime');
      clock += BREAKS.halfTime * MINUTE;
    } else {
      status(clock, 'breakTime');
      clock += (period === '2H' ? BREAKS.beforeExtraTime : BREAKS.extraHalfTime) * MINUTE;
    }
  });
  if (kicks.length > 0) {
    status(clock, 'breakTime');
    clock += BREAKS.beforeShootout * MINUTE;
    status(clock, 'inPlayP');
    for (const kick of kicks) {
      clock += MINUTE;
      steps.push({
        clockS: clock,
        event: {
          type: 'shootout',
          matchId,
          teamId: teamId(kick.side),
          playerName: kick.playerName,
          scored: kick.scored,
        },
      });
    }
    clock += MINUTE;
  }
  status(clock, 'ended');
  return steps;
}
