/**
 * One stream connection: writes SSE frames to the socket, queues them while its snapshot or resume is being
 * written (so nothing between the snapshot's read and the live messages is lost), and is dropped when it does not
 * read: once more than `maxBacklogBytes` wait unsent in this process, the connection is destroyed.
 */
import type { ServerResponse } from 'node:http';
import type { LiveFilter } from './liveFilter.ts';
import type { LoggedEntry } from './liveLog.ts';

export class LiveClient {
  readonly filter: LiveFilter;
  /** The fan-out's visit mark: a client reached through several indexes gets each message once. */
  mark = 0;
  private readonly raw: ServerResponse;
  private readonly maxBacklogBytes: number;
  private pending: { entry: LoggedEntry; frame: string }[] | null = [];
  private closed = false;
  private readonly onGone: () => void;

  constructor(raw: ServerResponse, filter: LiveFilter, maxBacklogBytes: number, onGone: () => void) {
    this.raw = raw;
    this.filter = filter;
    this.maxBacklogBytes = maxBacklogBytes;
    this.onGone = onGone;
    raw.on('close', () => this.gone());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** A live message: written now, or queued until the snapshot or resume is out. */
  deliver(entry: LoggedEntry, frame: string): void {
    if (this.pending) this.pending.push({ entry, frame });
    else this.write(frame);
  }

  /** Writes straight away (snapshot, resume, heartbeat); false once the client is gone. */
  write(text: string): boolean {
    if (this.closed) return false;
    this.raw.write(text);
    if (this.raw.writableLength > this.maxBacklogBytes) {
      this.raw.destroy();
      this.gone();
      return false;
    }
    return true;
  }

  /** Ends the catch-up: writes what arrived meanwhile, skipping what the catch-up already sent. */
  goLive(alreadySent: ReadonlySet<string>): void {
    const pending = this.pending ?? [];
    this.pending = null;
    for (const { entry, frame } of pending) if (!alreadySent.has(entry.id) && !this.write(frame)) return;
  }

  end(): void {
    if (this.closed) return;
    this.raw.end();
    this.gone();
  }

  private gone(): void {
    if (this.closed) return;
    this.closed = true;
    this.pending = null;
    this.onGone();
  }
}
