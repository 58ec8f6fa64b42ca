/**
 * POST /auth/login and GET /auth/verifyToken. Login is open (no basic auth) but guarded against brute force;
 * both set the XSRF-TOKEN cookie of the session. A failed login answers with the SPEC §8 text. Each attempt is
 * counted before its password is checked (auth/loginGuard.ts, decision 014).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuthError, ErrorBody, LoginBody, LoginResponse, VerifyTokenResponse } from '@pallone/contract';
import { loginSucceeded, reserveLoginAttempt } from './loginGuard.ts';
import { verifyPassword } from './passwords.ts';
import { signStaffToken, verifyStaffToken } from './tokens.ts';
import { findUserByEmail, normalizeEmail, recordLogin } from './users.ts';
import { setXsrfCookie, xsrfTokenFor } from './xsrf.ts';
import { authenticate, sendUnauthorized } from './staffAuth.ts';

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
          'Staff login: a JWT (8 h) and the XSRF-TOKEN cookie; 5 attempts per account and address, or 20 per address, in 15 min → 429',
        security: [],
        body: LoginBody,
        response: { 200: LoginResponse, 400: ErrorBody, 401: AuthError, 429: AuthError },
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
      if (!(await verifyPassword(user?.passwordHash, request.body.password)) || !user) {
        return reply
          .status(401)
          .send({ statusCode: 401, error: 'Unauthorized', message: LOGIN_FAILED_MESSAGE });
      }
      await loginSucceeded(counter, attempt);
      await recordLogin(app.db, user.id);
      const issuedAt = app.now();
      const token = await signStaffToken(secret, user, issuedAt);
      const claims = await verifyStaffToken(secret, token, issuedAt);
      if (claims) setXsrfCookie(reply, xsrfTokenFor(secret, claims.jti), secureCookies);
      reply.header('Cache-Control', 'no-store');
      return { token, user: { id: user.id, email: user.email } };
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
      return { user: { id: staff.id, email: staff.email } };
    },
  );
}
