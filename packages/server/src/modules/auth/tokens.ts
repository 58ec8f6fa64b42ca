/**
 * Staff session tokens: HS256 JWTs (jose) with subject, email, issuer, audience, a random `jti` and an 8-hour
 * expiry. Verification allows HS256 only, so `alg: none` and algorithm-swap tokens fail.
 */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { StaffUser } from './users.ts';

export const TOKEN_ISSUER = 'pallone';
export const TOKEN_AUDIENCE = 'pallone-backoffice';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface StaffClaims extends StaffUser {
  /** The token's unique id; the XSRF token is derived from it. */
  jti: string;
}

/** A token issued at `now` (the server's clock, `app.now()`), valid for TOKEN_LIFETIME_SECONDS. */
export function signStaffToken(secret: Uint8Array, user: StaffUser, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .setJti(randomUUID())
    .sign(secret);
}

/**
 * The claims of a token valid at `now` (the server's clock), or null for anything else (expired, tampered, wrong
 * algorithm, malformed).
 */
export async function verifyStaffToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<StaffClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'jti'],
      currentDate: now,
    });
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || typeof payload.email !== 'string' || typeof payload.jti !== 'string')
      return null;
    return { id, email: payload.email, jti: payload.jti };
  } catch {
    return null;
  }
}
