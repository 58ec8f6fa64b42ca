import { ApiRequestError } from '@pallone/core';
import { SESSION_EXPIRED_MESSAGE } from './api.ts';

/** The server's words for a failed write (400 names the field), or a generic Italian message. */
export function writeErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return SESSION_EXPIRED_MESSAGE;
    if (error.body?.message) return error.body.message;
    return `Salvataggio non riuscito (${error.status}).`;
  }
  return 'Salvataggio non riuscito: server non raggiungibile.';
}
