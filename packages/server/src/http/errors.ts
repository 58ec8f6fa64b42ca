/** Expected failures a route can raise; the error handler turns them into JSON responses. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.statusCode = statusCode;
    this.field = field;
  }
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
  constructor(what: string) {
    super(404, `${what} not found`);
  }
}

export class BadRequestError extends HttpError {
  override name = 'BadRequestError';
  constructor(message: string, field?: string) {
    super(400, message, field);
  }
}

/** The JSON body of every error response. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
}
