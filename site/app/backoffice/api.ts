import { ApiRequestError, createApiClient, JWT_STORAGE_KEY, type ApiClient } from '@pallone/core';

/** SPEC §6: the back-office token lives in browser storage under `jwt_token`. */
export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(JWT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  globalThis.localStorage?.setItem(JWT_STORAGE_KEY, token);
}

export function clearToken(): void {
  globalThis.localStorage?.removeItem(JWT_STORAGE_KEY);
}

let client: ApiClient | null = null;

/**
 * The back-office client: same origin, Italian, the stored token as Bearer on `credentialed: true` calls and the
 * XSRF-TOKEN cookie echoed as X-XSRF-TOKEN on state-changing calls (the core client's default).
 */
export function backofficeClient(): ApiClient {
  client ??= createApiClient({ baseUrl: '', language: 'it', token: readToken });
  return client;
}

/** Dispatched on `window` when a staff call answers 401: the token is gone and the login form shows. */
export const SESSION_EXPIRED_EVENT = 'pallone:session-expired';

/** Dispatched on `window` when the editor has logged in again after SESSION_EXPIRED_EVENT. */
export const SESSION_RESTORED_EVENT = 'pallone:session-restored';

/** What the login form says after a 401 signed the editor out (SPEC has no text for it). */
export const SESSION_EXPIRED_MESSAGE = 'Sessione scaduta, accedi di nuovo.';

export const isUnauthorized = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 401;

/**
 * A back-office call on the credentialed client. A 401 means the token expired or was revoked (SPEC §4): the stored token is
 * cleared and SESSION_EXPIRED_EVENT tells the session to show the login form; the error is still thrown.
 */
export async function staffCall<T>(call: (client: ApiClient) => Promise<T>): Promise<T> {
  try {
    return await call(backofficeClient());
  } catch (error) {
    if (isUnauthorized(error)) {
      clearToken();
      globalThis.dispatchEvent?.(new Event(SESSION_EXPIRED_EVENT));
    }
    throw error;
  }
}

export type { StaffUser } from '@pallone/core';

export const login = (email: string, password: string) => backofficeClient().login(email, password);

export const verifyToken = () => backofficeClient().verifyToken();
