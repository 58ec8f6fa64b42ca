import { ApiClientError } from './ApiClientError.ts';

/** No answer within the client's timeout (SPEC §7: "timeout exceeded"). */
export class TimeoutError extends ApiClientError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number, request: string) {
    super(`timeout of ${timeoutMs}ms exceeded`, request);
    this.timeoutMs = timeoutMs;
  }
}
