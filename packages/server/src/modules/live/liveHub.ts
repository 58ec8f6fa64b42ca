/**
 * The live stream in one process: the clients connected here, fed from the live log. Each logged message is
 * framed once and the same string written to every client whose filter takes it (found through the index).
 * A new client gets a snapshot (its matches, then `snapshot-end`) or, given a known Last-Event-ID, what it
 * missed; a heartbeat comment keeps idle connections open; `close()` ends every stream.
 */
import type { ServerResponse } from 'node:http';
import { LIVE_STREAM_EVENTS } from '@pallone/core';
import type { Db } from '../../db/database.ts';
import { LiveClient } from './liveClient.ts';
import { LiveClientIndex } from './liveClientIndex.ts';
import { wants, type LiveFilter } from './liveFilter.ts';
import type { LiveLog, LoggedEntry } from './liveLog.ts';
import { loadSnapshot } from './liveMatches.ts';
import { SnapshotCache } from './snapshotCache.ts';
import { SSE_HEARTBEAT, sseFrame } from './sseFrame.ts';

export interface LiveHubOptions {
  maxClients: number;
  /** Unsent bytes a client may have waiting before it is dropped. */
  maxBacklogBytes: number;
  heartbeatMs: number;
}

export class LiveHub {
  private readonly clients = new LiveClientIndex();
  private readonly snapshots = new SnapshotCache();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly db: Db;
  private readonly log: LiveLog;
  private readonly now: () => Date;
  readonly options: LiveHubOptions;

  constructor(deps: { db: Db; log: LiveLog; now: () => Date }, options: LiveHubOptions) {
    this.db = deps.db;
    this.log = deps.log;
    this.now = deps.now;
    this.options = options;
    this.unsubscribe = deps.log.subscribe((entries) => this.fanOut(entries));
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  get isFull(): boolean {
    return this.clients.size >= this.options.maxClients;
  }

  /** Serves one stream on `raw` (headers already written) until the client leaves or the hub closes. */
  async connect(raw: ServerResponse, filter: LiveFilter, lastEventId: string | undefined): Promise<void> {
    const client = new LiveClient(raw, filter, this.options.maxBacklogBytes, () =>
      this.clients.remove(client),
    );
    this.clients.add(client);
    // Registered first, so what is logged while the catch-up is read waits in the client's queue.
    const head = this.log.head();
    const missed = lastEventId === undefined ? null : await this.log.since(lastEventId);
    const sent = new Set<string>();
    if (missed) {
      for (const entry of missed) {
        sent.add(entry.id);
        if (wants(filter, entry) && !client.write(sseFrame(entry.id, entry.kind, entry.data))) return;
      }
    } else {
      const now = this.now();
      const frames = await this.snapshots.get(filter, head, now.getTime(), async () => {
        const snapshot = await loadSnapshot(this.db, filter, now);
        const matches = snapshot.map(({ message }) => sseFrame(head, LIVE_STREAM_EVENTS.match, message));
        return matches.join('') + sseFrame(head, LIVE_STREAM_EVENTS.snapshotEnd, {});
      });
      if (!client.write(frames)) return;
    }
    client.goLive(sent);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const client of [...this.clients.all]) client.end();
    await this.log.close();
  }

  private fanOut(entries: readonly LoggedEntry[]): void {
    for (const entry of entries) {
      const frame = sseFrame(entry.id, entry.kind, entry.data);
      for (const client of this.clients.clientsFor(entry)) client.deliver(entry, frame);
    }
  }

  private beat(): void {
    for (const client of [...this.clients.all]) client.write(SSE_HEARTBEAT);
  }
}
