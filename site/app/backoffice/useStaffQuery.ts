import { useEffect, useState } from 'react';
import { isUnauthorized, SESSION_RESTORED_EVENT, staffRequest } from './api.ts';
import type { ApiRequest } from '@pallone/core';

export type Loaded<T> =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

/**
 * A credentialed back-office call, redone when `key` changes (the previous one is cancelled); 401 signs out, and
 * a call that failed so is redone once the editor has logged in again (SESSION_RESTORED_EVENT).
 */
export function useStaffQuery<T>(request: ApiRequest, key: string): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    staffRequest<T>({ ...request, signal: controller.signal }).then(
      (data) => setLoaded({ state: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ state: 'error', error }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the request
  }, [key, round]);
  const failedUnauthorized = loaded.state === 'error' && isUnauthorized(loaded.error);
  useEffect(() => {
    if (!failedUnauthorized) return;
    const retry = () => setRound((value) => value + 1);
    globalThis.addEventListener(SESSION_RESTORED_EVENT, retry);
    return () => globalThis.removeEventListener(SESSION_RESTORED_EVENT, retry);
  }, [failedUnauthorized]);
  return [loaded, () => setRound((value) => value + 1)];
}
