import type { ApiErrorBody } from '../types/ApiErrorBody.ts';
import { ApiClientError } from './ApiClientError.ts';

/** The server answered outside 200–299 (SPEC §7: "request failed with a status code"). */
export class ApiRequestError extends ApiClientError {
  override name = 'ApiRequestError';
  readonly status: number;
  /** The JSON error body, or null when the answer had none or it was not JSON. */
  readonly body: ApiErrorBody | null;
  constructor(status: number, body: ApiErrorBody | null, request: string) {
    super(`Request failed with status code ${status}`, request);
    this.status = status;
    this.body = body;
  }
}
