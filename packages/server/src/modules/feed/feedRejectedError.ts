/** A feed batch the caller got wrong (bad shape, unknown match, wrong team, impossible transition): a 400 naming the field. */
import { BadRequestError } from '../../http/errors.ts';

export class FeedRejectedError extends BadRequestError {
  override name = 'FeedRejectedError';
  constructor(message: string, field: string) {
    super(message, field);
  }
}
