/**
 * The admin's users screen in SQL (decision 048): every user with role, state and two-factor; invite with a
 * one-time password; change role or active state; reset the password. Deactivating or resetting bumps the user's
 * token version, so the tokens they hold stop working at once.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { StaffRole, StaffUserRow, UserChange } from '@pallone/contract';
import type { Writer } from '../../db/access.ts';
import { users } from '../../db/authSchema.ts';
import { hashPassword } from '../auth/passwords.ts';

const rowColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  deactivatedAt: users.deactivatedAt,
  totpSecret: users.totpSecret,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

function toRow(row: {
  id: number;
  email: string;
  role: string;
  deactivatedAt: Date | null;
  totpSecret: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}): StaffUserRow {
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    active: row.deactivatedAt === null,
    twoFactor: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** A one-time password for the admin to pass on: 18 random bytes, 24 characters. */
export const oneTimePassword = () => randomBytes(18).toString('base64url');

export async function listUsers(db: Writer): Promise<StaffUserRow[]> {
  const rows = await db.select(rowColumns).from(users).orderBy(asc(users.email));
  return rows.map(toRow);
}

export async function findUserRow(db: Writer, id: number): Promise<StaffUserRow | undefined> {
  const [row] = await db.select(rowColumns).from(users).where(eq(users.id, id));
  return row ? toRow(row) : undefined;
}

export async function changeUser(
  db: Writer,
  id: number,
  change: UserChange,
  now: Date,
): Promise<StaffUserRow | undefined> {
  return updateUserRow(db, id, {
    ...(change.role ? { role: change.role } : {}),
    ...(change.active === false
      ? { deactivatedAt: now, tokenVersion: sql`${users.tokenVersion} + 1` }
      : change.active === true
        ? { deactivatedAt: null }
        : {}),
  });
}

export async function resetPassword(
  db: Writer,
  id: number,
  password: string,
): Promise<StaffUserRow | undefined> {
  return updateUserRow(db, id, {
    passwordHash: await hashPassword(password),
    tokenVersion: sql`${users.tokenVersion} + 1`,
  });
}

/** Sets `set` on the user `id` and answers the row as the users screen shows it (undefined: no such user). */
async function updateUserRow(
  db: Writer,
  id: number,
  set: PgUpdateSetSource<typeof users>,
): Promise<StaffUserRow | undefined> {
  const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning(rowColumns);
  return row ? toRow(row) : undefined;
}
