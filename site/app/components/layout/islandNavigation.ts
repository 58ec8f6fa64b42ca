import type { ClientInstrumentation } from 'react-router';
import { loadWaitingIslands, preloadIslandsOnCreation } from './island.tsx';

/**
 * Client navigations and islands (island.tsx, decision 009), set up by entry.client.tsx before it hydrates. The
 * first page's route modules are evaluated by then: an island created later came with a navigation and fetches its
 * code at once. A navigation (a link, a form, back or forward) or a fetcher asks at once for the code of the islands
 * still showing server HTML: React waits for it before it shows the next page.
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
