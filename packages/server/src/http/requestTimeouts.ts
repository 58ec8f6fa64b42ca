/**
 * How long a client may take to SEND a request: its headers (`headersTimeoutMs`), then the whole request with
 * its body (`requestTimeoutMs`). Node's HTTP server enforces both (`headersTimeout`, `requestTimeout`) by
 * answering 408 and closing the connection; neither limits how long a response may last, so a streamed answer
 * (Server-Sent Events) stays open. Fastify's `connectionTimeout` (socket idle) is left off for the same reason.
 */
import type { Server, ServerOptions } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_HEADERS_TIMEOUT_MS = 15_000;

export interface RequestTimeoutsConfig {
  requestTimeoutMs?: number | undefined;
  headersTimeoutMs?: number | undefined;
}

/** Fastify server options enforcing the timeouts (the headers' one never longer than the request's). */
export function requestTimeouts(
  config: RequestTimeoutsConfig,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout'> & { http: ServerOptions } {
  const requestTimeout = config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(config.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS, requestTimeout);
  // Node checks the timeouts every `connectionsCheckingInterval` (30 s by default): check often enough that a
  // short timeout is enforced close to its value.
  const connectionsCheckingInterval = Math.max(10, Math.min(30_000, Math.floor(headersTimeout / 4)));
  return { requestTimeout, http: { headersTimeout, requestTimeout, connectionsCheckingInterval } };
}
