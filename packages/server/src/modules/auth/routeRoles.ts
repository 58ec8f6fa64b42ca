/**
 * Who may call each back-office route (decision 048). A route may name its roles (`config: { roles }`); one that
 * does not is for admins and editors, except the few an author needs to write news, listed here in one place.
 * Authors' further limits on news (drafts only, their own) are in authorPolicy.ts.
 */
import type { RouteOptions } from 'fastify';
import type { StaffRole } from './users.ts';

export const STAFF_DEFAULT_ROLES: readonly StaffRole[] = ['admin', 'editor'];
export const EVERY_ROLE: readonly StaffRole[] = ['admin', 'editor', 'author'];
export const ADMIN_ONLY: readonly StaffRole[] = ['admin'];

/** Method and path (below /api/v1) of the routes an author may call as well. */
const AUTHOR_ROUTES = new Set([
  'GET /backoffice/dashboard',
  'GET /backoffice/authors',
  'GET /backoffice/bookmakers',
  'GET /backoffice/news/:id',
  'POST /backoffice/news/getPaginated',
  'POST /news',
  'PUT /news',
  'DELETE /backoffice/news/:id',
]);

const pathOf = (route: RouteOptions) => route.url.replace(/^\/api\/v1(?=\/)/, '');

/** The roles a staff-only route admits: its own `config.roles`, or the table's. */
export function rolesOf(route: RouteOptions): readonly StaffRole[] {
  if (route.config?.roles) return route.config.roles;
  const methods = [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
  const forAuthors = methods.every((method) => AUTHOR_ROUTES.has(`${method} ${pathOf(route)}`));
  return forAuthors ? EVERY_ROLE : STAFF_DEFAULT_ROLES;
}
