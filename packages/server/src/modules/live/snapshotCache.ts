/**
 * Snapshots shared between clients that connect with the same filter while nothing changed: a reconnect storm
 * (a restart, a deploy) or ten thousand pages of one match cost one query, and every client is written the same
 * string. An entry is reused while the log's head is the same and for at most `maxAgeMs` (the minute moves).
 */
import type { LiveFilter } from './liveFilter.ts';

interface Cached {
  head: string;
  builtAt: number;
  frames: Promise<string>;
}

export class SnapshotCache {
  private readonly entries = new Map<string, Cached>();
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;

  constructor(maxAgeMs = 1_000, maxEntries = 1_000) {
    this.maxAgeMs = maxAgeMs;
    this.maxEntries = maxEntries;
  }

  /** The snapshot's frames for `filter` at `head`, built by `build` unless a fresh one is at hand. */
  get(filter: LiveFilter, head: string, now: number, build: () => Promise<string>): Promise<string> {
    const key = keyOf(filter);
    const cached = this.entries.get(key);
    if (cached && cached.head === head && now - cached.builtAt < this.maxAgeMs) return cached.frames;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const frames = build();
    const entry = { head, builtAt: now, frames };
    this.entries.set(key, entry);
    // A failed build is not kept: the next client tries again.
    frames.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return frames;
  }
}

function keyOf(filter: LiveFilter): string {
  const ids = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b).join(',');
  return `${ids(filter.matchIds)}|${filter.day ?? ''}|${ids(filter.competitionIds)}`;
}
