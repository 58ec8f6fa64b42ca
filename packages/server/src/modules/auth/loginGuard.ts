/**
 * Brute-force guard for POST /auth/login (decision 014, after OWASP's Authentication Cheat Sheet). Every attempt
 * is counted BEFORE its password is checked, atomically, so parallel requests cannot slip past a limit:
 * - one account from one address: 5 attempts per 15 minutes, then 429 with Retry-After;
 * - one address over all accounts: 20 attempts per 15 minutes, then 429;
 * - one account from all addresses: never locked (that would let anyone lock the admin out), but past 10
 *   attempts each further one waits a little longer before its password is checked, up to a few seconds.
 * A successful login clears its account+address count and takes its attempt back from the others.
 */
import { createHash } from 'node:crypto';
import type { LoginCounter } from './loginGuardCounter.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_ATTEMPTS_PER_ADDRESS = 20;
/** Attempts on one account (all addresses) before each further one is slowed down. */
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const FIRST_ACCOUNT_DELAY_MS = 250;
export const MAX_ACCOUNT_DELAY_MS = 4000;

export interface LoginAttempt {
  email: string;
  ip: string;
}

export type LoginGate = { allowed: false; retryAfterSeconds: number } | { allowed: true; delayMs: number };

// Keys hold the email as a hash (any text at all — NUL, lone surrogates — makes a valid key, and no address book
// sits in the counters) after the address, which cannot contain '|'.
const emailHash = (email: string) => createHash('sha256').update(email).digest('base64url');
const accountAndAddressKey = ({ email, ip }: LoginAttempt) => `account+address:${ip}|${emailHash(email)}`;
const addressKey = ({ ip }: LoginAttempt) => `address:${ip}`;
const accountKey = ({ email }: LoginAttempt) => `account:${emailHash(email)}`;

/** How long an attempt waits when its account has seen `attempts` attempts (this one included) in the window. */
export function accountDelayMs(attempts: number): number {
  const over = attempts - ACCOUNT_SLOWDOWN_AFTER;
  if (over <= 0) return 0;
  return Math.min(FIRST_ACCOUNT_DELAY_MS * 2 ** (over - 1), MAX_ACCOUNT_DELAY_MS);
}

/** Counts the attempt and says whether its password may be checked (after `delayMs`), or 429 for how long. */
export async function reserveLoginAttempt(
  counter: LoginCounter,
  attempt: LoginAttempt,
  now: Date,
): Promise<LoginGate> {
  const [pair, address] = await counter.hit(
    [accountAndAddressKey(attempt), addressKey(attempt)],
    now,
    LOGIN_WINDOW_MS,
  );
  const over = [
    pair && pair.attempts > MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS ? pair : null,
    address && address.attempts > MAX_ATTEMPTS_PER_ADDRESS ? address : null,
  ].filter((count) => count !== null);
  if (over.length > 0) {
    const waitMs = Math.max(...over.map((count) => count.windowEndsAt.getTime() - now.getTime()));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  const [account] = await counter.hit([accountKey(attempt)], now, LOGIN_WINDOW_MS);
  return { allowed: true, delayMs: accountDelayMs(account?.attempts ?? 0) };
}

/** The password was right: forget this account+address's failures, and take the attempt back from the others. */
export async function loginSucceeded(counter: LoginCounter, attempt: LoginAttempt): Promise<void> {
  await counter.clear([accountAndAddressKey(attempt)]);
  await counter.release([addressKey(attempt), accountKey(attempt)]);
}
