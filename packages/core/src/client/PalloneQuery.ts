import type { AbortSignalLike } from './fetchTypes.ts';

/**
 * A plain `{ queryKey, queryFn }` object, compatible with TanStack Query's `useQuery`/`queryOptions` without
 * importing it: TanStack passes its AbortSignal, so unmounting or a key change cancels the request.
 */
export interface PalloneQuery<T> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal?: AbortSignalLike }) => Promise<T>;
}
