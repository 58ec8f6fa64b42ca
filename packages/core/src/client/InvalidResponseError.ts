import { ApiClientError } from './ApiClientError.ts';

/** A 2xx answer whose body is not the JSON the client expects. */
export class InvalidResponseError extends ApiClientError {
  override name = 'InvalidResponseError';
  readonly status: number;
  constructor(status: number, request: string, cause?: unknown) {
    super(`Invalid JSON in a ${status} response`, request, { cause });
    this.status = status;
  }
}
