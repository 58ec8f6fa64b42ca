import { ApiClientError } from './ApiClientError.ts';

/** No answer: the connection failed (SPEC §7: "network error"). */
export class NetworkError extends ApiClientError {
  override name = 'NetworkError';
  constructor(request: string, cause?: unknown) {
    super('Network Error', request, { cause });
  }
}
