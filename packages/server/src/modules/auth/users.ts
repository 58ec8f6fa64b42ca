/** Back-office users: create, find by email, count. Emails are trimmed and lower-cased everywhere. */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/authSchema.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords.ts';

export interface StaffUser {
  id: number;
  email: string;
}

export class UserInputError extends Error {
  override name = 'UserInputError';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

export async function createUser(db: Db, input: { email: string; password: string }): Promise<StaffUser> {
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
    .values({ email, passwordHash: await hashPassword(input.password) })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<(StaffUser & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<StaffUser | undefined> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
  return row;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

export async function recordLogin(db: Db, id: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}
