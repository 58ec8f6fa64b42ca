/**
 * Staff session tokens: HS256 JWTs (jose) with subject, email, role, the user's token version, issuer, audience, a
 * random `jti` and an 8-hour expiry. Verification allows HS256 only, so `alg: none` and algorithm-swap tokens fail.
 * A login waiting for its second factor gets a challenge instead: a 5-minute token of another audience, so it
 * never passes for a session (decision 048).
 */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { STAFF_ROLES, type StaffRole, type StaffUser } from './users.ts';

export const TOKEN_ISSUER = 'pallone';
export const TOKEN_AUDIENCE = 'pallone-backoffice';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
export const CHALLENGE_AUDIENCE = 'pallone-second-factor';
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

export interface StaffClaims extends StaffUser {
  /** The token's unique id; the XSRF token is derived from it. */
  jti: string;
  /** The user's token version when it was issued; a password reset or deactivation bumps it. */
  version: number;
}

interface TokenSubject extends StaffUser {
  tokenVersion: number;
}

function sign(secret: Uint8Array, user: TokenSubject, now: Date, audience: string, lifetime: number) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: user.email, role: user.role, ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .setJti(randomUUID())
    .sign(secret);
}

async function verify(secret: Uint8Array, token: string, now: Date, audience: string) {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience,
      requiredClaims: ['exp', 'sub', 'jti'],
      currentDate: now,
    });
    const id = Number(payload.sub);
    const { email, role, ver, jti } = payload;
    if (!Number.isInteger(id) || typeof email !== 'string' || typeof jti !== 'string') return null;
    if (!STAFF_ROLES.includes(role as StaffRole) || typeof ver !== 'number') return null;
    return { id, email, role: role as StaffRole, version: ver, jti };
  } catch {
    return null;
  }
}

/** A token issued at `now` (the server's clock, `app.now()`), valid for TOKEN_LIFETIME_SECONDS. */
export function signStaffToken(secret: Uint8Array, user: TokenSubject, now: Date): Promise<string> {
  return sign(secret, user, now, TOKEN_AUDIENCE, TOKEN_LIFETIME_SECONDS);
}

/**
 * The claims of a token valid at `now` (the server's clock), or null for anything else (expired, tampered, wrong
 * algorithm, malformed, a challenge).
 */
export function verifyStaffToken(secret: Uint8Array, token: string, now: Date): Promise<StaffClaims | null> {
  return verify(secret, token, now, TOKEN_AUDIENCE);
}

/** The proof that a login's password was right, traded with a code for a session token. */
export function signChallenge(secret: Uint8Array, user: TokenSubject, now: Date): Promise<string> {
  return sign(secret, user, now, CHALLENGE_AUDIENCE, CHALLENGE_LIFETIME_SECONDS);
}

export function verifyChallenge(secret: Uint8Array, token: string, now: Date): Promise<StaffClaims | null> {
  return verify(secret, token, now, CHALLENGE_AUDIENCE);
}
