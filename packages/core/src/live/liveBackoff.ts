/**
 * Reconnection delays with exponential backoff and full jitter (AWS Architecture Blog, "Exponential Backoff And
 * Jitter"): a random wait between 0 and min(cap, base · 2^attempt), so many clients dropped at once come back spread
 * out instead of in waves.
 */
export interface BackoffOptions {
  /** The first ceiling, ms; default 1 s. */
  baseMs?: number;
  /** The largest ceiling, ms; default 30 s. */
  maxMs?: number;
  /** A number in [0, 1); default Math.random. */
  random?: () => number;
}

export const LIVE_BACKOFF_BASE_MS = 1_000;
export const LIVE_BACKOFF_MAX_MS = 30_000;

/** The wait before reconnection `attempt` (0 for the first retry after a drop). */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? LIVE_BACKOFF_BASE_MS;
  const max = options.maxMs ?? LIVE_BACKOFF_MAX_MS;
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempt));
  return Math.floor((options.random ?? Math.random)() * ceiling);
}
