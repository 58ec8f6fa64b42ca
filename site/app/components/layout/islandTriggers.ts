/**
 * When an island's code loads in the browser: as it comes near the viewport, once the browser is idle, or only when
 * the reader points at, touches or focuses something inside it (`interaction`: for server HTML that nothing on the
 * page changes and with nothing to click but plain links, e.g. an ended match's timeline).
 */
export type IslandTrigger = 'visible' | 'idle' | 'interaction';

const INTERACTIONS = ['pointerover', 'mouseover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Resolves when the trigger fires; `signal` (the island unmounted) removes what it listens with. */
export function whenTriggered(
  element: HTMLElement,
  when: IslandTrigger,
  margin: string,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    if (when === 'interaction') {
      // On the window, capturing: React stops the propagation of a discrete event (pointerdown, focusin, keydown)
      // aimed at server HTML it has not hydrated, at the page's root, before it could reach the island itself.
      const listening = new AbortController();
      signal.addEventListener('abort', () => listening.abort());
      const open = (event: Event) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) return;
        listening.abort();
        resolve();
      };
      for (const type of INTERACTIONS)
        window.addEventListener(type, open, { capture: true, passive: true, signal: listening.signal });
      return;
    }
    if (when === 'idle' || typeof IntersectionObserver === 'undefined') {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
      idle(() => resolve());
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect());
  });
}
