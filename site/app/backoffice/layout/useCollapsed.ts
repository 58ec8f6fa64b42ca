import { useEffect, useState } from 'react';
import { LG_BREAKPOINT } from './sections.ts';

const QUERY = `(max-width: ${LG_BREAKPOINT - 0.02}px)`;

/** Collapsed below the lg breakpoint, following the window; the toggle overrides until the breakpoint is crossed. */
export function useCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    const media = globalThis.matchMedia?.(QUERY);
    if (!media) return;
    setCollapsed(media.matches);
    const follow = (event: MediaQueryListEvent) => setCollapsed(event.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return [collapsed, () => setCollapsed((value) => !value)];
}
