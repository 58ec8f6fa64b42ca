import { island } from '../layout/island.tsx';

/*
 * Header parts every page shows, server-rendered in full, whose code stays out of every page's first load (issue #14,
 * decision 009). Filtra's lists sit in a closed panel (display: none, never "visible"): their code loads when the
 * panel opens. Their props keep their identity between renders (useCallback in FilterMenu and the header): a change
 * would reach the boundary before its code and drop the server HTML. The server build awaits the module; the
 * browser build drops that branch, so no static import keeps it in the first load (as in matchIslands.ts).
 */

const loadFeaturedLists = () => import('../filter/FeaturedLists.tsx').then((module) => module.FeaturedLists);

const featuredLists = import.meta.env.BROWSER_BUNDLE ? null : await loadFeaturedLists();

export const FeaturedListsIsland = island({
  server: featuredLists,
  load: loadFeaturedLists,
  when: 'visible',
});
