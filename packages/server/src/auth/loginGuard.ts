/**
 * Brute-force guard for POST /auth/login: after five failed logins for one email or from one address within ten
 * minutes, further attempts get 429 with Retry-After until the oldest of those failures leaves the window.
 * Failures live in `login_attempts`, so the count holds across restarts and across processes on PostgreSQL.
 */
import { and, count, eq, gte, lt, min } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginAttempts } from '../db/authSchema.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_WINDOW_MS = 10 * 60 * 1000;

/** Seconds to wait before trying again, or 0 when an attempt is allowed now. */
export async function loginRetryAfter(db: Db, email: string, ip: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const recent = (column: typeof loginAttempts.email | typeof loginAttempts.ip, value: string) =>
    db
      .select({ failures: count(), oldest: min(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(eq(column, value), gte(loginAttempts.at, since)));
  const [[byEmail], [byIp]] = await Promise.all([
    recent(loginAttempts.email, email),
    recent(loginAttempts.ip, ip),
  ]);
  let waitMs = 0;
  for (const row of [byEmail, byIp]) {
    if (row && row.failures >= MAX_FAILED_LOGINS && row.oldest) {
      waitMs = Math.max(waitMs, row.oldest.getTime() + LOGIN_WINDOW_MS - now.getTime());
    }
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

export async function recordFailedLogin(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, at: now });
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}

/** A successful login clears that account's failures (the address keeps its count). */
export async function clearFailedLogins(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
