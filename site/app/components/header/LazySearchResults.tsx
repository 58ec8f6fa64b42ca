import { lazy, Suspense, type ComponentProps } from 'react';
import { styled } from 'styled-components';
// The widget's own module, by path: `@pallone/widgets` exports only the whole Search widget.
import type { SearchResults as Results } from '../../../../packages/widgets/src/Search/SearchResults.tsx';

/**
 * The browser build's stand-in for the Search widget's results panel (decision 009): site/vite.config.ts resolves
 * the widget's `./SearchResults.tsx` import here, so the panel's code loads on the search's first focus (the
 * header prefetches it) instead of with every page. The input, its text and the debounce are the widget's own.
 */
export const loadSearchResults = () => import('../../../../packages/widgets/src/Search/SearchResults.tsx');

const LazyResults = lazy(() => loadSearchResults().then((module) => ({ default: module.SearchResults })));

const Loading = styled.p`
  margin: 0;
  padding: 14px 12px;
  color: var(--p-muted);
`;

export function SearchResults(props: ComponentProps<typeof Results>) {
  return (
    <Suspense fallback={<Loading role="status">{props.messages.loading}</Loading>}>
      <LazyResults {...props} />
    </Suspense>
  );
}
