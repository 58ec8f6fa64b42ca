/**
 * Reads one sync source: over HTTP with a conditional request (If-None-Match / If-Modified-Since from the last
 * success) and a timeout, or from a local path. A 304 is "not modified"; any other non-2xx, a timeout or a
 * network error throws `SourceFetchError` with the reason.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isRemote } from './sourceKind.ts';

export type FetchedSource =
  { modified: false } | { modified: true; body: string; etag: string | null; lastModified: string | null };

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export class SourceFetchError extends Error {
  override name = 'SourceFetchError';
}

/** The largest body a source may have (the biggest football.json files are ~300 kB). */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

export async function fetchSource(
  source: string,
  validators: Validators,
  options: { timeoutMs: number; fetchFn?: typeof fetch },
): Promise<FetchedSource> {
  if (!isRemote(source)) {
    const file = source.startsWith('file:') ? fileURLToPath(source) : source;
    const body = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new SourceFetchError(`cannot read ${file}: ${error.code ?? error.message}`);
    });
    return { modified: true, body, etag: null, lastModified: null };
  }
  const headers: Record<string, string> = { accept: 'application/json, text/csv, */*' };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  let response: Response;
  try {
    response = await (options.fetchFn ?? fetch)(source, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `timed out after ${options.timeoutMs} ms`
        : String((error as Error).message ?? error);
    throw new SourceFetchError(`fetch failed: ${reason}`);
  }
  if (response.status === 304) return { modified: false };
  if (!response.ok) {
    await response.body?.cancel();
    throw new SourceFetchError(`HTTP ${response.status}`);
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_SOURCE_BYTES) {
    await response.body?.cancel();
    throw new SourceFetchError(`body of ${length} bytes is over the ${MAX_SOURCE_BYTES} limit`);
  }
  const body = await response.text();
  if (body.length > MAX_SOURCE_BYTES)
    throw new SourceFetchError(`body is over the ${MAX_SOURCE_BYTES} limit`);
  return {
    modified: true,
    body,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
}
