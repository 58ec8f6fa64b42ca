import type { ApiErrorBody } from '../types/ApiErrorBody.ts';
import { ApiClientError } from './ApiClientError.ts';

/** The server answered outside 200–299 (SPEC §7: "request failed with a status code"). */
export class ApiRequestError extends ApiClientError {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    /** The JSON error body, or null when the answer had none or it was not JSON. */
    readonly body: ApiErrorBody | null,
    request: string,
  ) {
    super(`Request failed with status code ${status}`, request);
  }
}
