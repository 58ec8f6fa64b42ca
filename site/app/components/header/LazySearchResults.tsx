import { lazy, Suspense, type ComponentProps } from 'react';
// The widget's own module, by path: `@pallone/widgets` exports only the whole Search widget.
import type { SearchResults as Results } from '../../../../packages/widgets/src/Search/SearchResults.tsx';

/**
 * The browser build's stand-in for the Search widget's results panel (decision 009): site/vite.config.ts resolves
 * the widget's `./SearchResults.tsx` import here, so the panel's code loads on the search's first focus (the
 * header prefetches it) instead of with every page. The input, its text and the debounce are the widget's own.
 */
export const loadSearchResults = () => import('../../../../packages/widgets/src/Search/SearchResults.tsx');

const LazyResults = lazy(() => loadSearchResults().then((module) => ({ default: module.SearchResults })));

// Inline style, not a styled component: one created only in the browser would shift the generated class names of
// the ones after it away from the server's (styled-components numbers components per tag).
const loadingStyle = { margin: 0, padding: '14px 12px', color: 'var(--p-muted)' };

export function SearchResults(props: ComponentProps<typeof Results>) {
  return (
    <Suspense
      fallback={
        <p role="status" style={loadingStyle}>
          {props.messages.loading}
        </p>
      }
    >
      <LazyResults {...props} />
    </Suspense>
  );
}
