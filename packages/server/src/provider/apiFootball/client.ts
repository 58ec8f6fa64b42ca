/**
 * GET on API-Football v3 with the `x-apisports-key` header, a timeout per request, and the envelope checked:
 * an HTTP error, a body that is not an envelope, or a non-empty `errors` (API-Football refuses with HTTP 200
 * and `errors: { token: "…" }`) all throw `ProviderRequestError`.
 */
import type { ApiFootballEnvelope } from './types.ts';

export const API_FOOTBALL_DEFAULT_BASE = 'https://v3.football.api-sports.io';

export class ProviderRequestError extends Error {
  override name = 'ProviderRequestError';
}

export interface ApiFootballClientOptions {
  key: string;
  baseUrl?: string;
  timeoutMs?: number;
}

export type ApiFootballGet = <T>(
  path: string,
  query: Record<string, string>,
  signal: AbortSignal,
) => Promise<ApiFootballEnvelope<T>>;

function hasErrors(errors: ApiFootballEnvelope<unknown>['errors']): boolean {
  return Array.isArray(errors) ? errors.length > 0 : Object.keys(errors).length > 0;
}

export function apiFootballClient(options: ApiFootballClientOptions): ApiFootballGet {
  const base = (options.baseUrl ?? API_FOOTBALL_DEFAULT_BASE).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async <T>(path: string, query: Record<string, string>, signal: AbortSignal) => {
    const url = `${base}${path}?${new URLSearchParams(query).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'x-apisports-key': options.key, accept: 'application/json' },
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `timed out after ${timeoutMs} ms`
          : String(error);
      throw new ProviderRequestError(`GET ${path}: ${reason}`);
    }
    if (!response.ok) throw new ProviderRequestError(`GET ${path}: HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ProviderRequestError(`GET ${path}: the answer is not JSON`);
    }
    const envelope = body as ApiFootballEnvelope<T>;
    if (
      typeof body !== 'object' ||
      body === null ||
      !Array.isArray(envelope.response) ||
      envelope.errors === undefined
    )
      throw new ProviderRequestError(`GET ${path}: not an API-Football answer`);
    if (hasErrors(envelope.errors))
      throw new ProviderRequestError(`GET ${path}: the provider refused: ${JSON.stringify(envelope.errors)}`);
    return envelope;
  };
}
