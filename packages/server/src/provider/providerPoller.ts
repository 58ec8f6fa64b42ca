/**
 * Polls a `LiveProvider` (every 15 s by default, API-Football's update rate): lists the live fixtures, maps
 * each to a Pallone match (`findPalloneMatch`, remembered once found), fetches the mapped ones' events, turns
 * them into feed events, cancels the vanished ones (`reconcile`) and applies them fixture by fixture. A mapped
 * fixture that leaves the live list is fetched once more by id, so its final whistle reaches the match.
 * A failed poll is logged and retried after interval × 2^failures (capped at `maxBackoffMs`); nothing here
 * throws into the server. `status()` reports the mapped and unmapped fixtures of the last poll.
 */
import type { FeedEvent } from '@pallone/contract';
import type { Db } from '../db/database.ts';
import { findPalloneMatch } from './findPalloneMatch.ts';
import type { LiveProvider, MappedMatch } from './liveProvider.ts';
import type { MappedFixtureReport, ProviderStatus, UnmappedFixtureReport } from './providerStatus.ts';
import { reconcile } from './reconcile.ts';
import { loadStoredFeedState } from './storedFeedState.ts';

export interface ApplyOutcome {
  accepted: number;
  duplicates: number;
}

export interface PollerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ProviderPollerOptions<F, E> {
  db: Db;
  provider: LiveProvider<F, E>;
  /** Applies one fixture's events (the feed's `applyFeedEvents`, then `app.dataChanged`). */
  apply: (events: FeedEvent[], now: Date) => Promise<ApplyOutcome>;
  now: () => Date;
  intervalMs?: number;
  maxBackoffMs?: number;
  /** Hours either side of the provider's kick-off in which the Pallone match must start. */
  windowHours?: number;
  log?: PollerLog;
}

export interface ProviderPoller {
  start(): void;
  stop(): Promise<void>;
  /** One poll now (tests; the loop calls it too); never rejects. */
  pollOnce(): Promise<void>;
  status(): ProviderStatus;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createProviderPoller<F, E>(options: ProviderPollerOptions<F, E>): ProviderPoller {
  const { db, provider, apply, now } = options;
  const intervalMs = options.intervalMs ?? 15_000;
  const maxBackoffMs = options.maxBackoffMs ?? 5 * 60_000;
  const log: PollerLog = options.log ?? { info: () => {}, warn: () => {} };
  const mappedCache = new Map<string, MappedMatch>();
  /** Mapped fixtures seen live in the last poll: one missing from the next list is fetched by id. */
  let live = new Set<string>();
  const left = new Set<string>();
  const reportedUnmapped = new Set<string>();
  /** The last error logged per fixture: a fixture failing the same way every poll is logged once. */
  const reportedErrors = new Map<string, string>();
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let inFlight: Promise<void> | null = null;
  let controller = new AbortController();
  const state: ProviderStatus = {
    source: provider.source,
    running: false,
    intervalMs,
    lastPollAt: null,
    lastSuccessAt: null,
    lastError: null,
    failures: 0,
    nextPollAt: null,
    ignored: 0,
    mapped: [],
    unmapped: [],
  };

  async function applyFixture(
    fixture: F,
    match: MappedMatch,
    signal: AbortSignal,
  ): Promise<MappedFixtureReport> {
    const key = provider.describe(fixture);
    const report: MappedFixtureReport = {
      providerId: key.providerId,
      matchId: match.matchId,
      homeName: key.homeName,
      awayName: key.awayName,
      accepted: 0,
      duplicates: 0,
      error: null,
    };
    try {
      const events = await provider.fetchMatchEvents(fixture, signal);
      const at = now();
      const current = provider.toFeedEvents(fixture, events, match, at);
      const stored = await loadStoredFeedState(db, provider.source, match.matchId);
      const batch = reconcile(current, stored, { matchId: match.matchId, now: at });
      if (batch.length > 0) Object.assign(report, await apply(batch, at));
      reportedErrors.delete(key.providerId);
    } catch (error) {
      if (signal.aborted) throw error;
      report.error = message(error);
      if (reportedErrors.get(key.providerId) !== report.error) {
        reportedErrors.set(key.providerId, report.error);
        log.warn({ source: provider.source, ...report }, 'live fixture not applied');
      }
    }
    return report;
  }

  async function mapFixture(fixture: F): Promise<MappedMatch | UnmappedFixtureReport | null> {
    const key = provider.describe(fixture);
    const cached = mappedCache.get(key.providerId);
    if (cached) return cached;
    if (key.competitionCode === null) return null;
    const lookup = await findPalloneMatch(db, key, options.windowHours);
    if (lookup.kind === 'mapped') {
      mappedCache.set(key.providerId, lookup.match);
      return lookup.match;
    }
    const report: UnmappedFixtureReport = {
      providerId: key.providerId,
      league: key.league,
      homeName: key.homeName,
      awayName: key.awayName,
      kickoff: key.kickoff.toISOString(),
      reason: lookup.reason,
    };
    if (!reportedUnmapped.has(key.providerId)) {
      reportedUnmapped.add(key.providerId);
      log.warn({ source: provider.source, ...report }, 'live fixture not mapped to a Pallone match');
    }
    return report;
  }

  async function poll(): Promise<void> {
    const signal = controller.signal;
    state.lastPollAt = now().toISOString();
    const fixtures = await provider.fetchLiveMatches(signal);
    const mapped: MappedFixtureReport[] = [];
    const unmapped: UnmappedFixtureReport[] = [];
    const nowLive = new Set<string>();
    let ignored = 0;
    for (const fixture of fixtures) {
      const outcome = await mapFixture(fixture);
      if (outcome === null) ignored += 1;
      else if ('reason' in outcome) unmapped.push(outcome);
      else {
        nowLive.add(provider.describe(fixture).providerId);
        mapped.push(await applyFixture(fixture, outcome, signal));
      }
    }
    for (const id of live) if (!nowLive.has(id)) left.add(id);
    live = nowLive;
    for (const id of [...left]) {
      const match = mappedCache.get(id);
      const fixture = match ? await provider.fetchFixture(id, signal) : null;
      left.delete(id);
      if (match && fixture) mapped.push(await applyFixture(fixture, match, signal));
    }
    Object.assign(state, { mapped, unmapped, ignored });
  }

  async function pollOnce(): Promise<void> {
    try {
      await poll();
      state.lastSuccessAt = now().toISOString();
      state.lastError = null;
      state.failures = 0;
    } catch (error) {
      if (controller.signal.aborted) return;
      state.failures += 1;
      state.lastError = message(error);
      log.warn(
        { source: provider.source, failures: state.failures, error: state.lastError },
        'live provider poll failed',
      );
    }
  }

  function loop(): void {
    inFlight = pollOnce().finally(() => {
      inFlight = null;
      if (!running) return;
      const delay = Math.min(maxBackoffMs, intervalMs * 2 ** state.failures);
      state.nextPollAt = new Date(now().getTime() + delay).toISOString();
      timer = setTimeout(loop, delay);
      timer.unref();
    });
  }

  return {
    start() {
      if (running) return;
      running = true;
      state.running = true;
      controller = new AbortController();
      log.info({ source: provider.source, intervalMs }, 'live provider polling started');
      loop();
    },
    async stop() {
      running = false;
      state.running = false;
      state.nextPollAt = null;
      if (timer) clearTimeout(timer);
      timer = null;
      controller.abort();
      await inFlight;
    },
    pollOnce,
    status: () => structuredClone(state),
  };
}
