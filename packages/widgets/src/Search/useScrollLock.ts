import { useEffect } from 'react';

/** While `locked`, the page does not scroll (SPEC §4: the open search disables page scrolling); restored after. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}
