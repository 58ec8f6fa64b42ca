/**
 * Where the login throttle keeps its counts (decision 014): PostgreSQL/PGlite by default, Redis when REDIS_URL is
 * set. Every key counts the attempts of a fixed window that opens with the key's first attempt; `hit` bumps each
 * key atomically and answers the new counts, so parallel requests never see the same count twice.
 */
export interface LoginCount {
  key: string;
  /** Attempts in the current window, this one included. */
  attempts: number;
  /** When the current window closes (the count then starts again from zero). */
  windowEndsAt: Date;
}

export interface LoginCounter {
  /** Counts one attempt on every key (distinct keys) at `now`; a window older than `windowMs` starts afresh. */
  hit(keys: readonly string[], now: Date, windowMs: number): Promise<LoginCount[]>;
  /** Takes one attempt back from every key (never below zero): it turned out not to be a failure. */
  release(keys: readonly string[]): Promise<void>;
  /** Forgets the keys. */
  clear(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** The counts of `hit` in the order of `keys`, whatever order the store answered in. */
export function inKeyOrder(keys: readonly string[], counts: readonly LoginCount[]): LoginCount[] {
  return keys.map((key) => {
    const found = counts.find((count) => count.key === key);
    if (!found) throw new Error(`The login counter did not answer for ${key}`);
    return found;
  });
}
