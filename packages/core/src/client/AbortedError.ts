import { ApiClientError } from './ApiClientError.ts';

/** The caller's AbortSignal cancelled the request (SPEC §7: "request aborted"). */
export class AbortedError extends ApiClientError {
  override name = 'AbortedError';
  constructor(request: string, cause?: unknown) {
    super('Request aborted', request, { cause });
  }
}
