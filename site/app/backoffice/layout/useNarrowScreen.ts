import { useSyncExternalStore } from 'react';

/** Below this width the back-office lists show cards instead of tables (a 375 px phone has no room for columns). */
export const NARROW_BREAKPOINT = 768;

const QUERY = `(max-width: ${NARROW_BREAKPOINT - 0.02}px)`;

function subscribe(notify: () => void): () => void {
  const media = globalThis.matchMedia?.(QUERY);
  media?.addEventListener('change', notify);
  return () => media?.removeEventListener('change', notify);
}

const isNarrow = () => globalThis.matchMedia?.(QUERY).matches ?? false;

/** Whether the window is narrower than NARROW_BREAKPOINT, following it; false where there is no window. */
export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribe, isNarrow, () => false);
