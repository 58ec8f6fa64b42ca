import { useEffect, useState } from 'react';

/** The longest delay setTimeout keeps (about 24.8 days); a later instant is checked again when it fires. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether the browser's clock has reached `at` (an ISO instant), turning true when it does while mounted (an
 * instant already passed: on the next tick). `undefined`: already reached; `null`: never. The clock is read in an
 * effect, so the server's HTML and hydration agree.
 */
export function useTimeReached(at: string | null | undefined): boolean {
  const [reachedAt, setReachedAt] = useState<string | null>(null);
  useEffect(() => {
    if (at === undefined || at === null) return;
    const target = Date.parse(at);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const wait = target - Date.now();
      if (wait > 0) timer = setTimeout(check, Math.min(wait, LONGEST_TIMEOUT_MS));
      else setReachedAt(at);
    };
    timer = setTimeout(check, 0);
    return () => clearTimeout(timer);
  }, [at]);
  return at === undefined || (at !== null && reachedAt === at);
}
