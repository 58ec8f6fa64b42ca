import { useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';

const dehydratedOf = (loaderData: unknown): DehydratedState | undefined =>
  typeof loaderData === 'object' && loaderData !== null && 'dehydrated' in loaderData
    ? (loaderData as { dehydrated: DehydratedState }).dehydrated
    : undefined;

/**
 * Hands every matched route's server-prefetched queries (`dehydrated` in its loader data) to the QueryClient,
 * so the widgets render from cache on the server and hydrate without a loading flash.
 */
export function PageHydration({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const state = useMemo<DehydratedState>(
    () => ({
      mutations: [],
      queries: matches.flatMap((match) => dehydratedOf(match.loaderData)?.queries ?? []),
    }),
    [matches],
  );
  return (
    <HydrationBoundary state={state}>
      <main id="main">{children}</main>
    </HydrationBoundary>
  );
}
