import { useEffect, useState } from 'react';
import type { Loaded } from '../useStaffQuery.ts';

/**
 * The result of `load`, redone when `key` changes (the previous call is aborted); `key` null loads nothing and
 * answers null.
 */
export function useLoaded<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string | null,
): Loaded<T> | null {
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setLoaded({ key, value: { state: 'ready', data } }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ key, value: { state: 'error', error } }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the call
  }, [key]);
  if (key === null) return null;
  return loaded?.key === key ? loaded.value : { state: 'loading' };
}
