import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (SPEC §5: search requests start 400 ms after typing). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
