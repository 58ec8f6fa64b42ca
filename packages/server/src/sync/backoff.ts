/** How long a failing source waits before its next attempt: the interval doubled per failure, capped. */
export const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export function nextAttemptDelayMs(intervalMs: number, failures: number): number {
  if (failures <= 0) return intervalMs;
  return Math.min(intervalMs * 2 ** Math.min(failures, 20), Math.max(MAX_BACKOFF_MS, intervalMs));
}
