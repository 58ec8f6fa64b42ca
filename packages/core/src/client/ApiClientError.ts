/** The base of every failure the API client reports, so one `instanceof` catches them all. */
export class ApiClientError extends Error {
  override name = 'ApiClientError';
  /** `GET /api/v1/teams/7`. */
  readonly request: string;
  constructor(message: string, request: string, options?: { cause?: unknown }) {
    super(message, options);
    this.request = request;
  }
}
