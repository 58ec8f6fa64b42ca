/**
 * Route-level authentication of the back-office. `registerStaffAuth` adds the signing secret (the XSRF cookie is
 * read and written by xsrf.ts, so no cookie plugin runs on public reads: decision 038);
 * `staffOnly(plugin)` protects every route that plugin declares: the public basic-auth hook lets them through
 * (`config.routeAuth`), `requireStaff` answers 401 without a valid Bearer JWT of an active user (of the user's
 * current token version), 403 when a state-changing call lacks the XSRF token, and 403 when the user's role is not
 * among the route's `config.roles` (admin and editor unless the route says otherwise: decision 048); the OpenAPI
 * document marks them `security: bearerAuth`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { verifyStaffToken, type StaffClaims } from './tokens.ts';
import { findUserById, type StaffRole } from './users.ts';
import { rolesOf, STAFF_DEFAULT_ROLES } from './routeRoles.ts';
import { hasValidXsrf, xsrfTokenFor } from './xsrf.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks credentials itself (Bearer JWT or login); the public basic-auth hook skips it. */
    routeAuth?: boolean;
    /** The roles a `staffOnly` route admits (default: routeRoles.ts). */
    roles?: readonly StaffRole[];
  }
  interface FastifyRequest {
    staff?: StaffClaims;
  }
  interface FastifyInstance {
    staffAuth: { secret: Uint8Array; secureCookies: boolean };
  }
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerStaffAuth(
  app: FastifyInstance,
  options: { secret: Uint8Array; secureCookies: boolean },
): Promise<void> {
  app.decorate('staffAuth', options);
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** The staff member behind the request's Bearer token, or null. */
export async function authenticate(request: FastifyRequest): Promise<StaffClaims | null> {
  const token = bearerOf(request);
  if (!token) return null;
  const claims = await verifyStaffToken(request.server.staffAuth.secret, token, request.server.now());
  if (!claims) return null;
  const user = await findUserById(request.server.db, claims.id);
  if (!user || user.deactivated || user.tokenVersion !== claims.version) return null;
  return { ...claims, email: user.email, role: user.role };
}

function sendForbidden(reply: FastifyReply, message: string): FastifyReply {
  return reply.status(403).send({ statusCode: 403, error: 'Forbidden', message });
}

export function sendUnauthorized(reply: FastifyReply): FastifyReply {
  return reply
    .status(401)
    .header('WWW-Authenticate', 'Bearer realm="pallone-backoffice"')
    .send({ statusCode: 401, error: 'Unauthorized', message: 'A valid back-office token is required' });
}

export async function requireStaff(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const staff = await authenticate(request);
  if (!staff) return sendUnauthorized(reply);
  if (!SAFE_METHODS.has(request.method)) {
    const expected = xsrfTokenFor(request.server.staffAuth.secret, staff.jti);
    if (!hasValidXsrf(request, expected)) return sendForbidden(reply, 'Missing or wrong X-XSRF-TOKEN header');
  }
  const roles = request.routeOptions.config.roles ?? STAFF_DEFAULT_ROLES;
  if (!roles.includes(staff.role)) return sendForbidden(reply, `The ${staff.role} role may not do this`);
  request.staff = staff;
  return undefined;
}

/** Call first inside a route plugin: every route declared after it is staff-only. */
export function staffOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, routeAuth: true, cacheSeconds: 0, roles: rolesOf(route) };
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [requireStaff, ...existing];
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
}

/** The authenticated staff member of a `staffOnly` route. */
export function staffOf(request: FastifyRequest): StaffClaims {
  if (!request.staff) throw new Error('staffOf called on a route without requireStaff');
  return request.staff;
}
