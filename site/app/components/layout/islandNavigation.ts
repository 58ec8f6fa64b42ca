import { useEffect } from 'react';
import { useNavigation, type ClientInstrumentation } from 'react-router';

/*
 * Islands and client navigations (island.tsx, decisions 009 and 066): when a navigation asks for the islands' code,
 * and which islands wait for that.
 */

/**
 * Set up by entry.client.tsx before it hydrates. The first page's route modules are evaluated by then: an island
 * created later came with a navigation and fetches its code at once. A navigation (a link, a form, back or forward)
 * or a fetcher asks at once for the code of the islands still showing server HTML: React waits for it before it
 * shows the next page.
 */
export function islandNavigation(): ClientInstrumentation[] {
  preloadIslandsOnCreation();
  addEventListener('popstate', loadWaitingIslands);
  return [
    {
      router(router) {
        router.instrument({
          async navigate(navigate) {
            loadWaitingIslands();
            await navigate();
          },
          async fetch(fetch) {
            loadWaitingIslands();
            await fetch();
          },
        });
      },
    },
  ];
}

/** An island whose code a page can fetch ahead of its render. */
export interface PreloadableIsland {
  /** Downloads the island's code; never rejects (a failed download is tried again when the island renders). */
  preload: () => Promise<void>;
}

/**
 * While the reader leaves for a page that `matches` (another match from a match page), the islands' code that this
 * page never needed is fetched beside the next page's data, for the same reason as `preloadIslandsOnCreation`.
 */
export function usePreloadWhenLeavingFor(
  matches: (pathname: string) => boolean,
  islands: readonly PreloadableIsland[],
): void {
  const next = useNavigation().location?.pathname;
  useEffect(() => {
    if (next && matches(next)) for (const each of islands) void each.preload();
  }, [next, matches, islands]);
}

/** Each island on the page still showing server HTML whose code has not been asked for: how to ask for it. */
const waiting = new Set<() => void>();

/** Lists an island's `open` among those `loadWaitingIslands` asks; the returned function takes it off. */
export function waitForCodeRequest(open: () => void): () => void {
  waiting.add(open);
  return () => waiting.delete(open);
}

/**
 * Asks for the code of every island still showing server HTML (entry.client.tsx, as a navigation or a fetcher
 * starts). A navigation changes the router's context above them, and React will not commit a transition that
 * reaches a boundary it has not hydrated: the new page (and the progress bar's start) waited until the data had
 * come, the new page had rendered and only then the header's and footer's islands had fetched their code, swapping
 * the old page out more than half a second after the click (a layout shift). Fetched as the navigation starts, the
 * code comes beside the data.
 */
export function loadWaitingIslands(): void {
  for (const open of waiting) open();
  waiting.clear();
}

let preloadOnCreation = false;

/**
 * From now on an island fetches its code as soon as it is created (entry.client.tsx turns it on before hydrating).
 * The first page's route modules were evaluated before: their islands wait for their trigger. A route module
 * evaluated later came with a client navigation, which React Router runs beside the page's data request; without
 * this the new page rendered once the data came, suspended on each island's code, and React kept the old page on
 * screen meanwhile, swapping it out more than half a second after the click: a layout shift, and the reader waited
 * for two round trips instead of one.
 */
export function preloadIslandsOnCreation(on = true): void {
  preloadOnCreation = on;
}

/** Whether an island created now fetches its code at once (`preloadIslandsOnCreation`). */
export const preloadsOnCreation = () => preloadOnCreation;
