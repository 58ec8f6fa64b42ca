/**
 * First start: with no users, create the admin from ADMIN_EMAIL / ADMIN_PASSWORD. In production mode (the operator's
 * NODE_ENV=production, see config.ts) with no users and no admin secret, refuse to start (never invent a password); in development just warn.
 */
import { isProductionMode } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { countUsers, createUser } from './users.ts';

export class AdminBootstrapError extends Error {
  override name = 'AdminBootstrapError';
}

export type BootstrapOutcome = 'users-exist' | 'admin-created' | 'no-users';

export async function bootstrapAdmin(
  db: Db,
  env: NodeJS.ProcessEnv = process.env,
): Promise<BootstrapOutcome> {
  if ((await countUsers(db)) > 0) return 'users-exist';
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (email && password) {
    await createUser(db, { email, password });
    return 'admin-created';
  }
  if (isProductionMode(env)) {
    throw new AdminBootstrapError(
      'No back-office users and no ADMIN_EMAIL / ADMIN_PASSWORD: set both (password ≥ 12 characters) or run ' +
        '`npm run user:create -- --email you@example.com` before starting in production.',
    );
  }
  return 'no-users';
}
