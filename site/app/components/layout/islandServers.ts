/**
 * The site's own components that pages show as islands (island.tsx, decision 009), for the islands' `server` only:
 * a barrel, so the browser build drops it with the unused import and the components' modules are reached only
 * through the islands' dynamic imports, out of the page's first load. A direct static import of a module would keep
 * it in the page's chunk even when its binding goes unused.
 */
export { PhaseFixtures } from '../competition/PhaseFixtures.tsx';
export { CompetitionTeams } from '../team/CompetitionTeams.tsx';
export { MatchList } from '../matches/MatchList.tsx';
export { NewsList } from '../news/NewsList.tsx';
