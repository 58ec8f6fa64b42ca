import type { Language } from '../types/Language.ts';
import type { ApiClient } from './ApiClient.ts';
import type { RequestOptions } from './createHttp.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { queryKeys } from './queryKeys.ts';

type QueryKeys = typeof queryKeys;
type KeyArgs<N extends keyof QueryKeys> = QueryKeys[N] extends (
  language: Language,
  ...args: infer A
) => readonly unknown[]
  ? A
  : never;

/**
 * The query factory of one client call: `clientQuery('match', (client, options, id) => client.getMatch(id,
 * options))` is `(client, id) => ({ queryKey, queryFn })`, keyed by `queryKeys.match` with the client's language and
 * the call's arguments, the call given TanStack's signal.
 *
 * The key goes by name, not as `queryKeys.match`: each factory is a top-level call marked `@__PURE__` at its
 * definition, and bundlers drop an unused pure call only when its arguments cannot have side effects (a property
 * read can, a string cannot). So a bundle keeps only the factories it uses (the widgets' size budgets, decision 030).
 */
export function clientQuery<N extends keyof QueryKeys, T>(
  name: N,
  call: (client: ApiClient, options: RequestOptions, ...args: KeyArgs<N>) => Promise<T>,
) {
  const key = queryKeys[name] as unknown as (language: Language, ...args: KeyArgs<N>) => readonly unknown[];
  return (client: ApiClient, ...args: KeyArgs<N>): PalloneQuery<T> => ({
    queryKey: key(client.language, ...args),
    queryFn: ({ signal }) => call(client, { signal }, ...args),
  });
}
