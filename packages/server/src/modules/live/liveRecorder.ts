/**
 * Builds the stream messages of a data change ONCE, in the process that announced it, and appends them to the
 * live log (which carries them to every process): a `match` message per changed match (one query for all of
 * them, one for their teams), then its timeline diff as `event` messages (added, withdrawn). Changes are
 * recorded one after the other, so diffs never interleave.
 */
import type { LiveTimelineMessage } from '@pallone/core';
import type { Db } from '../../db/database.ts';
import { listMatchEvents } from '../matches/queries/events.ts';
import type { DataChange } from './dataChange.ts';
import type { LiveEntry, LiveLog } from './liveLog.ts';
import { LIVE_LANGUAGE, loadChangedMatches } from './liveMatches.ts';
import { LiveTimelines } from './liveTimelines.ts';

/** The reasons whose changes are pushed (an import or a reconnect is not news for a live page). */
const PUSHED_REASONS = new Set(['feed', 'sync', 'backoffice']);

export interface LiveRecorder {
  record(change: DataChange): Promise<void>;
  /** Resolves once every change already given to `record` is in the log. */
  idle(): Promise<void>;
}

export function createLiveRecorder(deps: {
  db: Db;
  log: LiveLog;
  now: () => Date;
  /** Where a change that could not be recorded is reported (a server's logger). */
  logger: { warn(details: object, message: string): void };
}): LiveRecorder {
  const timelines = new LiveTimelines();
  let queue: Promise<void> = Promise.resolve();

  async function build(change: DataChange): Promise<LiveEntry[]> {
    const changed = await loadChangedMatches(deps.db, change.matchIds, deps.now());
    const entries: LiveEntry[] = [];
    for (const { message, day } of changed) {
      const target = { matchId: message.id, competitionId: message.competitionId, day };
      entries.push({ kind: 'match', ...target, data: message });
      // A match first seen by a sync or the back-office sets the baseline quietly (its whole imported
      // timeline is not news); a feed change sends it all as added (clients key events by id).
      const quiet = change.reason !== 'feed' && !timelines.knows(message.id);
      const diff = timelines.update(message.id, await listMatchEvents(deps.db, message.id, LIVE_LANGUAGE));
      if (quiet) continue;
      const timeline = (change: LiveTimelineMessage['change'], event: unknown): LiveEntry => ({
        kind: 'event',
        ...target,
        data: { matchId: message.id, change, event: event as LiveTimelineMessage['event'] },
      });
      entries.push(...diff.withdrawn.map((event) => timeline('withdrawn', event)));
      entries.push(...diff.added.map((event) => timeline('added', event)));
    }
    return entries;
  }

  return {
    record(change) {
      if (!PUSHED_REASONS.has(change.reason) || change.matchIds.length === 0) return queue;
      queue = queue
        .then(async () => {
          const entries = await build(change);
          if (entries.length > 0) await deps.log.append(entries);
        })
        .catch((error: unknown) => {
          // The stream is best effort: a failed build or an unreachable Redis leaves clients polling.
          deps.logger.warn({ err: error }, 'live stream: could not record a data change');
        });
      return queue;
    },
    idle: () => queue,
  };
}
