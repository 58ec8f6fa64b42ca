/**
 * A user's second factor in the database: enrolment (a pending secret, turned on by a first valid code, with new
 * recovery codes), checking a code at login (TOTP, never twice for one step, or a recovery code), turning it off,
 * and the staff-wide "require two-factor" setting.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffSettings, users } from '../../db/authSchema.ts';
import { transaction } from '../../db/transaction.ts';
import { dropRecoveryCodes, replaceRecoveryCodes, useRecoveryCode } from './recoveryCodes.ts';
import { openSecret, sealSecret } from './secretBox.ts';
import { base32Decode, matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

/** Starts (or restarts) enrolment: a new pending secret, its otpauth URI. */
export async function startEnrolment(db: Db, key: Uint8Array, user: { id: number; email: string }) {
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpPendingSecret: sealSecret(key, secret) })
    .where(eq(users.id, user.id));
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

async function secretsOf(db: Db, key: Uint8Array, userId: number) {
  const [row] = await db
    .select({ active: users.totpSecret, pending: users.totpPendingSecret, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  const open = (sealed: string | null | undefined) => (sealed ? openSecret(key, sealed) : null);
  return { active: open(row?.active), pending: open(row?.pending), lastStep: row?.lastStep ?? null };
}

/** Turns TOTP on when `code` is valid for the pending secret; the ten recovery codes, or null. */
export async function confirmEnrolment(
  db: Db,
  key: Uint8Array,
  userId: number,
  code: string,
  now: Date,
): Promise<string[] | null> {
  const { pending } = await secretsOf(db, key, userId);
  if (!pending) return null;
  const step = matchTotp(base32Decode(pending), code, now, null);
  if (step === null) return null;
  return transaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: sealSecret(key, pending), totpPendingSecret: null, totpLastStep: step })
      .where(eq(users.id, userId));
    return replaceRecoveryCodes(tx, userId);
  });
}

/** True when `code` is the user's current TOTP code (not used before) or an unused recovery code. */
export async function checkSecondFactor(
  db: Db,
  key: Uint8Array,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const { active, lastStep } = await secretsOf(db, key, userId);
  if (!active) return false;
  const step = matchTotp(base32Decode(active), code, now, lastStep);
  if (step === null) return useRecoveryCode(db, userId, code);
  // Only one request can move the last step forward past this one: a parallel replay of the code loses.
  const moved = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return moved.length > 0;
}

export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await transaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await dropRecoveryCodes(tx, userId);
  });
}

export async function isTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select().from(staffSettings).where(eq(staffSettings.id, 1));
  return row?.requireTwoFactor ?? false;
}

export async function setTwoFactorRequired(db: Db, required: boolean): Promise<void> {
  await db
    .insert(staffSettings)
    .values({ id: 1, requireTwoFactor: required })
    .onConflictDoUpdate({ target: staffSettings.id, set: { requireTwoFactor: required } });
}
