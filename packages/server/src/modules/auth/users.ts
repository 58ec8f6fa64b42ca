/**
 * Back-office users: create, find by email or id, count. Emails are trimmed and lower-cased everywhere. A user has
 * a role (decision 048); a deactivated one is never found for a login or a token.
 */
import { count, eq } from 'drizzle-orm';
import type { StaffRole } from '@pallone/contract';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/authSchema.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords.ts';

export { STAFF_ROLES, type StaffRole } from '@pallone/contract';

export interface StaffUser {
  id: number;
  email: string;
  role: StaffRole;
}

/** What login and the token check need beyond the public fields. */
export interface StaffAccount extends StaffUser {
  passwordHash: string;
  tokenVersion: number;
  deactivated: boolean;
  twoFactor: boolean;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
  deactivatedAt: users.deactivatedAt,
  totpSecret: users.totpSecret,
};

function toAccount(row: {
  id: number;
  email: string;
  role: string;
  passwordHash: string;
  tokenVersion: number;
  deactivatedAt: Date | null;
  totpSecret: string | null;
}): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    passwordHash: row.passwordHash,
    tokenVersion: row.tokenVersion,
    deactivated: row.deactivatedAt !== null,
    twoFactor: row.totpSecret !== null,
  };
}

export class UserInputError extends Error {
  override name = 'UserInputError';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

export async function createUser(
  db: Db,
  input: { email: string; password: string; role?: StaffRole },
): Promise<StaffUser> {
  const email = normalizeEmail(input.email);
  if (!EMAIL_PATTERN.test(email) || email.length > 254)
    throw new UserInputError(`Not a valid email: ${email}`);
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new UserInputError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const existing = await findUserByEmail(db, email);
  if (existing) throw new UserInputError(`A user with email ${email} already exists`);
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(input.password), role: input.role ?? 'admin' })
    .returning({ id: users.id, email: users.email, role: users.role });
  if (!row) throw new Error('insert returned no row');
  return { ...row, role: row.role as StaffRole };
}

/** The account with this email, deactivated ones included (login refuses those itself). */
export async function findUserByEmail(db: Db, email: string): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row ? toAccount(row) : undefined;
}

export async function findUserById(db: Db, id: number): Promise<StaffAccount | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row ? toAccount(row) : undefined;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

export async function recordLogin(db: Db, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}
