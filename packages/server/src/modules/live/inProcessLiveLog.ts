/**
 * The live log of one process: a bounded ring of entries with ids `<run>.1`, `<run>.2`… The run prefix (the start
 * instant) keeps an id from before a restart from being taken for one of this run: it gets a snapshot instead.
 */
import type { LiveEntry, LiveLog, LoggedEntry } from './liveLog.ts';

export class InProcessLiveLog implements LiveLog {
  private readonly entries: LoggedEntry[] = [];
  private readonly listeners = new Set<(entries: readonly LoggedEntry[]) => void>();
  private lastId = 0;
  private readonly capacity: number;
  private readonly run = Date.now().toString(36);

  constructor(capacity = 10_000) {
    this.capacity = capacity;
  }

  append(entries: readonly LiveEntry[]): Promise<void> {
    const logged = entries.map((entry) => ({ ...entry, id: `${this.run}.${++this.lastId}` }));
    this.entries.push(...logged);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    for (const listener of this.listeners) listener(logged);
    return Promise.resolve();
  }

  head(): string {
    return `${this.run}.${this.lastId}`;
  }

  subscribe(listener: (entries: readonly LoggedEntry[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  since(id: string): Promise<LoggedEntry[] | null> {
    const [run, sequence] = id.split('.');
    if (run !== this.run || sequence === undefined || !/^\d{1,15}$/.test(sequence))
      return Promise.resolve(null);
    const after = Number(sequence);
    const oldest = this.lastId - this.entries.length + 1;
    // Unknown (from another run of the process) or already dropped from the ring: the client needs a snapshot.
    if (after > this.lastId || after < oldest - 1) return Promise.resolve(null);
    return Promise.resolve(this.entries.slice(after - oldest + 1));
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
