/**
 * Two-factor login (decision 048), under /auth:
 * - POST /login/code: a login's challenge and a TOTP or recovery code → the session (throttled like the password);
 * - POST /totp/setup and /totp/confirm: enrol, either signed in (Bearer, X-XSRF-TOKEN) or with the `enrol`
 *   challenge of a login while an admin requires two-factor (then the confirmation also starts the session);
 * - POST /totp/disable: signed in, with a current code; refused while two-factor is required.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import {
  AuthError,
  ErrorBody,
  LoginResponse,
  SecondFactorBody,
  TotpConfirmBody,
  TotpDisableBody,
  TotpDisabled,
  TotpEnabled,
  TotpSetup,
  TotpSetupBody,
} from '@pallone/contract';
import { reserveLoginAttempt } from './loginGuard.ts';
import { EVERY_ROLE } from './routeRoles.ts';
import { accountOfChallenge, startSession } from './session.ts';
import { requireStaff, sendUnauthorized } from './staffAuth.ts';
import {
  checkSecondFactor,
  confirmEnrolment,
  disableTwoFactor,
  isTwoFactorRequired,
  startEnrolment,
} from './twoFactor.ts';
import { findUserById, type StaffAccount } from './users.ts';

export const WRONG_CODE_MESSAGE = 'Codice non valido';
export const CHALLENGE_EXPIRED_MESSAGE = 'Accesso scaduto: ripeti il login';

const config = { routeAuth: true, cacheSeconds: 0, roles: EVERY_ROLE };
const errors = { 400: ErrorBody, 401: AuthError, 403: AuthError, 429: AuthError };

/** The options of an enrolment step, which a session or a login's enrol challenge may take. */
const enrolRoute = <Body extends TSchema, Answer extends TSchema>(
  summary: string,
  body: Body,
  answer: Answer,
) => ({
  config,
  schema: {
    tags: ['auth'],
    summary: `${summary}; Bearer token and X-XSRF-TOKEN, or a login's enrol challenge`,
    security: [],
    body,
    response: { 200: answer, ...errors },
  },
});

/** An error answer; a 400 names the field at fault (always the code here). */
const fail = (reply: FastifyReply, statusCode: 400 | 401 | 403, message: string) =>
  reply.status(statusCode).send({
    statusCode,
    error: { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden' }[statusCode],
    message,
    ...(statusCode === 400 ? { field: 'code' } : {}),
  });

/** Who is enrolling: the signed-in user, or the one a login's challenge names (never one already enrolled). */
async function enrollingUser(
  request: FastifyRequest,
  reply: FastifyReply,
  challenge: string | undefined,
): Promise<{ user: StaffAccount; fromLogin: boolean } | FastifyReply> {
  if (challenge !== undefined) {
    const user = await accountOfChallenge(request.server, challenge);
    if (!user || user.twoFactor) return fail(reply, 401, CHALLENGE_EXPIRED_MESSAGE);
    return { user, fromLogin: true };
  }
  const refused = await requireStaff(request, reply);
  if (refused) return refused;
  const user = request.staff && (await findUserById(request.server.db, request.staff.id));
  return user ? { user, fromLogin: false } : sendUnauthorized(reply);
}

export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const key = app.staffAuth.secret;

  typed.post(
    '/login/code',
    {
      config,
      schema: {
        tags: ['auth'],
        summary:
          'Second login step: the challenge and a TOTP code (or a recovery code, used up) → the session',
        security: [],
        body: SecondFactorBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await accountOfChallenge(app, request.body.challenge);
      if (!user || !user.twoFactor) return fail(reply, 401, CHALLENGE_EXPIRED_MESSAGE);
      const attempt = { email: `second-factor:${user.email}`, ip: request.ip };
      const gate = await reserveLoginAttempt(app.loginGuard.counter, attempt, app.now());
      if (!gate.allowed) {
        return reply.status(429).header('Retry-After', String(gate.retryAfterSeconds)).send({
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Troppi tentativi: riprova più tardi',
        });
      }
      if (!(await checkSecondFactor(app.db, key, user.id, request.body.code, app.now())))
        return fail(reply, 401, WRONG_CODE_MESSAGE);
      return startSession(app, reply, user);
    },
  );

  typed.post(
    '/totp/setup',
    enrolRoute(
      'Start TOTP enrolment: a new secret and its otpauth:// URI (confirm with a code)',
      TotpSetupBody,
      TotpSetup,
    ),
    async (request, reply) => {
      const who = await enrollingUser(request, reply, request.body.challenge);
      if (!('user' in who)) return who;
      if (who.user.twoFactor) return fail(reply, 400, 'La verifica in due passaggi è già attiva');
      reply.header('Cache-Control', 'no-store');
      return startEnrolment(app.db, key, who.user);
    },
  );

  typed.post(
    '/totp/confirm',
    enrolRoute(
      'Turn TOTP on with a first code: ten recovery codes (shown once), and the session after a login',
      TotpConfirmBody,
      TotpEnabled,
    ),
    async (request, reply) => {
      const who = await enrollingUser(request, reply, request.body.challenge);
      if (!('user' in who)) return who;
      const codes = await confirmEnrolment(app.db, key, who.user.id, request.body.code, app.now());
      if (!codes) return fail(reply, 400, WRONG_CODE_MESSAGE);
      reply.header('Cache-Control', 'no-store');
      if (!who.fromLogin) return { recoveryCodes: codes };
      return { recoveryCodes: codes, session: await startSession(app, reply, who.user) };
    },
  );

  typed.post(
    '/totp/disable',
    {
      config,
      onRequest: requireStaff,
      schema: {
        tags: ['auth'],
        summary: 'Turn TOTP off with a current code (403 while an admin requires two-factor login)',
        security: [{ bearerAuth: [] }],
        body: TotpDisableBody,
        response: { 200: TotpDisabled, ...errors },
      },
    },
    async (request, reply) => {
      const staff = request.staff;
      if (!staff) return sendUnauthorized(reply);
      if (await isTwoFactorRequired(app.db))
        return fail(reply, 403, 'La verifica in due passaggi è obbligatoria');
      if (!(await checkSecondFactor(app.db, key, staff.id, request.body.code, app.now())))
        return fail(reply, 400, WRONG_CODE_MESSAGE);
      await disableTwoFactor(app.db, staff.id);
      return { twoFactor: false as const };
    },
  );
}
