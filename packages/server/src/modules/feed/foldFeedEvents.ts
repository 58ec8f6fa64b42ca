/**
 * A match's live state folded from all its feed events (decision 010): ordered by `at` (ties: status order,
 * then id), so late and out-of-order events give the same state as in order. A replay start (`notStarted`
 * with `replay: true`) forgets everything before it; a cancel withdraws its target; a staff reopen lets the
 * next status be any status. The status sequence is checked as it is folded (statusMachine).
 */
import {
  FEED_STATUSES,
  type FeedMatchEvent,
  type FeedShootoutEvent,
  type FeedStatus,
} from '@pallone/contract';
import { feedScores, creditedTeamId, playedByEvents, type FeedScores, type Sides } from './feedScores.ts';
import {
  advance,
  ImpossibleTransitionError,
  INITIAL_STATE,
  isInPlay,
  type MachineState,
} from './statusMachine.ts';
import { feedEventKey, feedRowKey, type StoredFeedEvent } from './storedFeedEvent.ts';

export interface FoldOptions extends Sides {
  /** The match had ended before the feed took it over: only a reopen or a replay start may move it. */
  startsEnded: boolean;
}

/** A match_events row made from a feed event (teamId as the table keeps it: an own goal's credited team). */
export interface FeedEventRow {
  sourceKey: string;
  /** The feed that sent it (kept as the row's licence: where it came from). */
  source: string;
  minute: number;
  stoppage: number | null;
  period: FeedMatchEvent['period'];
  subtype: FeedMatchEvent['subtype'];
  penalty: boolean;
  playerName: string;
  teamId: number | null;
}

export interface FoldedMatch extends FeedScores {
  /** matches.status: the feed's status, `played` once ended. */
  status: string;
  feedStatus: FeedStatus;
  /** When the period being played started (null outside play). */
  periodStartedAt: Date | null;
  liveSource: string;
  isReplay: boolean;
  /** Match seconds per real second of the running clock: a replay's speed, else 1. */
  clockRate: number;
  rows: FeedEventRow[];
}

/** The fold met an event the sequence cannot take (an impossible transition). */
export class RejectedFeedEventError extends Error {
  override name = 'RejectedFeedEventError';
  readonly source: string;
  readonly eventId: string;
  constructor(source: string, eventId: string, message: string) {
    super(message);
    this.source = source;
    this.eventId = eventId;
  }
}

function tieRank(stored: StoredFeedEvent): number {
  const { event } = stored;
  if (event.type === 'status') return FEED_STATUSES.indexOf(event.status);
  return event.type === 'reopen' ? -1 : 100;
}

export function compareFeedEvents(a: StoredFeedEvent, b: StoredFeedEvent): number {
  return (
    a.at.getTime() - b.at.getTime() ||
    tieRank(a) - tieRank(b) ||
    (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0) ||
    (a.source < b.source ? -1 : a.source > b.source ? 1 : 0)
  );
}

const isReplayStart = ({ event }: StoredFeedEvent) =>
  event.type === 'status' && event.status === 'notStarted' && event.replay === true;

/** A match whose result was known before the feed sent anything: final until a reopen or a replay. */
const ENDED_BEFORE_FEED: MachineState = { ...INITIAL_STATE, status: 'ended' };

const NO_SCORE_STATUSES: ReadonlySet<FeedStatus> = new Set(['notStarted', 'postponed', 'cancelled']);

/** The folded state, or null when the match has no feed data (only staff reopens): leave it as it is. */
export function foldFeedEvents(all: readonly StoredFeedEvent[], options: FoldOptions): FoldedMatch | null {
  const sorted = [...all].sort(compareFeedEvents);
  const start = sorted.findLastIndex(isReplayStart);
  const window = start < 0 ? sorted : sorted.slice(start);
  const isReplay = start >= 0;
  const replayStart = isReplay ? sorted[start]!.event : null;
  const clockRate = replayStart?.type === 'status' && replayStart.speed !== undefined ? replayStart.speed : 1;
  const cancelled = new Set(
    window.flatMap(({ source, event }) =>
      event.type === 'cancel' ? [feedEventKey(source, event.eventId)] : [],
    ),
  );

  let machine: MachineState = options.startsEnded && !isReplay ? ENDED_BEFORE_FEED : INITIAL_STATE;
  let free = false;
  let liveSource: string | null = null;
  let periodStatus: FeedStatus | null = null;
  let periodStartedAt: Date | null = null;
  const events: FeedMatchEvent[] = [];
  const kicks: FeedShootoutEvent[] = [];
  const rows: FeedEventRow[] = [];

  for (const stored of window) {
    const { source, event } = stored;
    if (event.type === 'reopen') {
      free = true;
      continue;
    }
    liveSource = source;
    if (event.type === 'status') {
      try {
        machine = advance(machine, event.status, free);
      } catch (error) {
        if (error instanceof ImpossibleTransitionError)
          throw new RejectedFeedEventError(source, event.id, error.message);
        throw error;
      }
      free = false;
      if (isInPlay(event.status) && periodStatus !== event.status) {
        periodStatus = event.status;
        periodStartedAt = stored.at;
      }
      continue;
    }
    if (machine === ENDED_BEFORE_FEED && !free) {
      throw new RejectedFeedEventError(
        source,
        event.id,
        'The match has ended: the staff must reopen it first',
      );
    }
    if (event.type === 'cancel' || cancelled.has(feedEventKey(source, event.id))) continue;
    if (event.type === 'shootout') {
      kicks.push(event);
      continue;
    }
    events.push(event);
    rows.push({
      sourceKey: feedRowKey(source, event.id),
      source,
      minute: event.minute,
      stoppage: event.stoppage,
      period: event.period,
      subtype: event.subtype,
      penalty: event.subtype === 'goal' && event.penalty === true,
      playerName: event.playerName,
      teamId: event.subtype === 'own-goal' ? creditedTeamId(event, options) : event.teamId,
    });
  }
  if (liveSource === null) return null;
  return {
    ...stateOf(machine, events, kicks, options),
    periodStartedAt: isInPlay(machine.status) ? periodStartedAt : null,
    liveSource,
    isReplay,
    clockRate,
    rows,
  };
}

/** Status and scores; a feed that sent no status yet is in the period its latest events are in. */
function stateOf(
  machine: MachineState,
  events: readonly FeedMatchEvent[],
  kicks: readonly FeedShootoutEvent[],
  sides: Sides,
): Omit<FoldedMatch, 'periodStartedAt' | 'liveSource' | 'isReplay' | 'clockRate' | 'rows'> {
  const inferred = machine.status === null || machine === ENDED_BEFORE_FEED;
  const played = inferred ? playedByEvents(events, kicks) : machine.played;
  const feedStatus: FeedStatus = inferred
    ? (INFERRED[Math.max(0, Math.floor(played))] ?? 'notStarted')
    : machine.status!;
  const ended = feedStatus === 'ended';
  const scores = NO_SCORE_STATUSES.has(feedStatus)
    ? NO_SCORES
    : feedScores(events, kicks, sides, { played, ended });
  return { status: ended ? 'played' : feedStatus, feedStatus, ...scores };
}

const INFERRED: readonly FeedStatus[] = [
  'notStarted',
  'inPlay1H',
  'inPlay2H',
  'inPlay1EH',
  'inPlay2EH',
  'inPlayP',
];
const NO_SCORES: FeedScores = { ht: null, ft: null, et: null, pen: null };
