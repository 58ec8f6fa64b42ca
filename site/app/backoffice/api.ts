import { createApiClient, JWT_STORAGE_KEY, type ApiClient } from '@pallone/core';

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

export interface StaffUser {
  id: number;
  email: string;
}

export interface LoginResponse {
  token: string;
  user: StaffUser;
}

export function login(email: string, password: string): Promise<LoginResponse> {
  return backofficeClient().request<LoginResponse>({
    method: 'POST',
    path: '/auth/login',
    json: { email, password },
  });
}

export function verifyToken(): Promise<{ user: StaffUser }> {
  return backofficeClient().request<{ user: StaffUser }>({ path: '/auth/verifyToken', credentialed: true });
}
