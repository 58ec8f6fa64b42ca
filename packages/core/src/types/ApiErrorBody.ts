import type { ErrorBody, Static } from '@pallone/contract';

/** The JSON body of every non-2xx API answer; `field` names the offending input of a validation error. */
export type ApiErrorBody = Static<typeof ErrorBody>;
