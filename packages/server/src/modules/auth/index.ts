/**
 * POST /auth/login and GET /auth/verifyToken. Login is open (no basic auth) but guarded against brute force;
 * both set the XSRF-TOKEN cookie of the session. A failed login (or a deactivated user's) answers with the SPEC §8
 * text. Each attempt is counted before its password is checked (auth/loginGuard.ts, decision 014). A user with
 * two-factor login, or any user while an admin requires it, gets a challenge instead of a session
 * (twoFactorRoutes.ts, decision 048).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuthError, ErrorBody, LoginAnswer, LoginBody, VerifyTokenResponse } from '@pallone/contract';
import { loginSucceeded, reserveLoginAttempt } from './loginGuard.ts';
import { verifyPassword } from './passwords.ts';
import { signChallenge } from './tokens.ts';
import { findUserByEmail, findUserById, normalizeEmail } from './users.ts';
import { setXsrfCookie, xsrfTokenFor } from './xsrf.ts';
import { authenticate, sendUnauthorized } from './staffAuth.ts';
import { startSession } from './session.ts';
import { isTwoFactorRequired } from './twoFactor.ts';
import { twoFactorRoutes } from './twoFactorRoutes.ts';

export const LOGIN_FAILED_MESSAGE = 'Email o Password errate!';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { secret, secureCookies } = app.staffAuth;

  typed.post(
    '/login',
    {
      config: { routeAuth: true, cacheSeconds: 0 },
      schema: {
        tags: ['auth'],
        summary:
          'Staff login: a JWT (8 h) and the XSRF-TOKEN cookie, or a challenge when a second factor is needed; ' +
          '5 attempts per account and address, or 20 per address, in 15 min → 429',
        security: [],
        body: LoginBody,
        response: { 200: LoginAnswer, 400: ErrorBody, 401: AuthError, 429: AuthError },
      },
    },
    async (request, reply) => {
      const attempt = { email: normalizeEmail(request.body.email), ip: request.ip };
      const { counter, wait } = app.loginGuard;
      const gate = await reserveLoginAttempt(counter, attempt, app.now());
      if (!gate.allowed) {
        return reply
          .status(429)
          .header('Retry-After', String(gate.retryAfterSeconds))
          .send({
            statusCode: 429,
            error: 'Too Many Requests',
            message: `Troppi tentativi: riprova tra ${Math.ceil(gate.retryAfterSeconds / 60)} minuti`,
          });
      }
      if (gate.delayMs > 0) await wait(gate.delayMs);
      const user = await findUserByEmail(app.db, attempt.email);
      if (!(await verifyPassword(user?.passwordHash, request.body.password)) || !user || user.deactivated) {
        return reply
          .status(401)
          .send({ statusCode: 401, error: 'Unauthorized', message: LOGIN_FAILED_MESSAGE });
      }
      await loginSucceeded(counter, attempt);
      if (user.twoFactor || (await isTwoFactorRequired(app.db))) {
        reply.header('Cache-Control', 'no-store');
        const challenge = await signChallenge(secret, user, app.now());
        return { twoFactor: user.twoFactor ? ('code' as const) : ('enrol' as const), challenge };
      }
      return startSession(app, reply, user);
    },
  );

  typed.get(
    '/verifyToken',
    {
      config: { routeAuth: true, cacheSeconds: 0 },
      schema: {
        tags: ['auth'],
        summary: 'The user of the Bearer token (401 when missing, expired or tampered); refreshes XSRF-TOKEN',
        security: [{ bearerAuth: [] }],
        response: { 200: VerifyTokenResponse, 401: AuthError },
      },
    },
    async (request, reply) => {
      const staff = await authenticate(request);
      if (!staff) return sendUnauthorized(reply);
      setXsrfCookie(reply, xsrfTokenFor(secret, staff.jti), secureCookies);
      reply.header('Cache-Control', 'no-store');
      const account = await findUserById(app.db, staff.id);
      return {
        user: { id: staff.id, email: staff.email, role: staff.role },
        twoFactor: account?.twoFactor ?? false,
      };
    },
  );

  await app.register(twoFactorRoutes);
}
