/** Test helpers: a fetch that records its calls, and a client over one (core's client tests use no network). */
import { createApiClient, type ApiClientOptions } from '../createApiClient.ts';
import type { FetchLike, RequestInitLike, ResponseLike } from '../fetchTypes.ts';

export interface RecordedCall {
  url: string;
  init: RequestInitLike;
}

/** A fetch that records each call and answers with `respond`. */
export function recordingFetch(
  respond: (url: string, init: RequestInitLike) => ResponseLike | Promise<ResponseLike>,
) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return respond(url, init);
  };
  return { fetch, calls };
}

/** A 200 answer carrying `body` as JSON. */
export const jsonReply = (body: unknown): ResponseLike => ({
  status: 200,
  ok: true,
  text: async () => JSON.stringify(body),
});

/** A client with `options` over a recording fetch that answers every call 200 with `body` (an empty list). */
export function recordingClient(options: Omit<ApiClientOptions, 'fetch'>, body: unknown = []) {
  const { fetch, calls } = recordingFetch(() => jsonReply(body));
  return { client: createApiClient({ ...options, fetch }), calls };
}
