import type { Language } from '../types/Language.ts';
import type { ApiClient } from './ApiClient.ts';
import type { RequestOptions } from './createHttp.ts';
import type { PalloneQuery } from './PalloneQuery.ts';

type QueryKeyOf = (language: Language, ...args: never[]) => readonly unknown[];
type KeyArgs<K extends QueryKeyOf> = K extends (language: Language, ...args: infer A) => readonly unknown[]
  ? A
  : never;

/**
 * The query factory of one client call: `clientQuery(queryKeys.match, (client, options, id) =>
 * client.getMatch(id, options))` is `(client, id) => ({ queryKey, queryFn })`, keyed by the client's language and
 * the call's arguments (those of the key), the call given TanStack's signal.
 */
export function clientQuery<K extends QueryKeyOf, T>(
  key: K,
  call: (client: ApiClient, options: RequestOptions, ...args: KeyArgs<K>) => Promise<T>,
) {
  return (client: ApiClient, ...args: KeyArgs<K>): PalloneQuery<T> => ({
    queryKey: key(client.language, ...args),
    queryFn: ({ signal }) => call(client, { signal }, ...args),
  });
}
