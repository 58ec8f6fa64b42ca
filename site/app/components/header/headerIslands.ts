import { island } from '../layout/island.tsx';

/*
 * Header parts every page shows, server-rendered in full, whose code stays out of every page's first load (issue #14,
 * decision 009). The search field works as a plain field until its code arrives: it loads when the reader points at,
 * touches or focuses it, and island.tsx replays a click on its button and the text typed meanwhile. Filtra's lists
 * sit in a closed panel (display: none, never "visible"): their code loads when the panel opens. Their props keep
 * their identity between renders (useCallback in the header and FilterMenu): a change would reach the boundary
 * before its code and drop the server HTML. The server build awaits each module; the browser build drops that
 * branch, so no static import keeps them in the first load (as in matchIslands.ts).
 */

const loadSearch = () =>
  import('../../../../packages/widgets/src/Search/index.ts').then((module) => module.Search);
const loadFeaturedLists = () => import('../filter/FeaturedLists.tsx').then((module) => module.FeaturedLists);

const [search, featuredLists] = import.meta.env.BROWSER_BUNDLE
  ? [null, null]
  : await Promise.all([loadSearch(), loadFeaturedLists()]);

export const SearchIsland = island({ server: search, load: loadSearch, when: 'interaction' });
export const FeaturedListsIsland = island({
  server: featuredLists,
  load: loadFeaturedLists,
  when: 'visible',
});
