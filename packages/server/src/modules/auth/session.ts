/** Starting a staff session (token, XSRF cookie, last login), and the account behind a login's challenge. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { signStaffToken, verifyChallenge, verifyStaffToken } from './tokens.ts';
import { findUserById, recordLogin, type StaffAccount, type StaffUser } from './users.ts';
import { setXsrfCookie, xsrfTokenFor } from './xsrf.ts';

export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  user: StaffAccount,
): Promise<{ token: string; user: StaffUser }> {
  const { secret, secureCookies } = app.staffAuth;
  const issuedAt = app.now();
  await recordLogin(app.db, user.id, issuedAt);
  const token = await signStaffToken(secret, user, issuedAt);
  const claims = await verifyStaffToken(secret, token, issuedAt);
  if (claims) setXsrfCookie(reply, xsrfTokenFor(secret, claims.jti), secureCookies);
  reply.header('Cache-Control', 'no-store');
  return { token, user: { id: user.id, email: user.email, role: user.role } };
}

/** The active account a challenge was issued to (its password was right within the last 5 minutes), or null. */
export async function accountOfChallenge(
  app: FastifyInstance,
  challenge: string,
): Promise<StaffAccount | null> {
  const claims = await verifyChallenge(app.staffAuth.secret, challenge, app.now());
  if (!claims) return null;
  const user = await findUserById(app.db, claims.id);
  if (!user || user.deactivated || user.tokenVersion !== claims.version) return null;
  return user;
}
