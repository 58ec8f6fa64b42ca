import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` for a click anywhere but inside `inside` (the backdrop counts as outside). It reads the
 * event's composed path, so it also works when the widget lives in a shadow root (embed).
 */
export function useOutsideClick(
  enabled: boolean,
  inside: RefObject<HTMLElement | null>[],
  onOutside: () => void,
) {
  const latest = useRef({ inside, onOutside });
  useEffect(() => {
    latest.current = { inside, onOutside };
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: MouseEvent) => {
      const path = event.composedPath();
      const within = latest.current.inside.some((ref) => ref.current && path.includes(ref.current));
      if (!within) latest.current.onOutside();
    };
    document.addEventListener('click', listener);
    return () => document.removeEventListener('click', listener);
  }, [enabled]);
}
