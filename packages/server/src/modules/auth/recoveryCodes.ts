/**
 * Two-factor recovery codes: ten random codes (50 bits each, `xxxxx-xxxxx`), shown once, stored as SHA-256 (they
 * are random, so a slow hash adds nothing), each deleted when used.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Writer } from '../../db/access.ts';
import { recoveryCodes } from '../../db/authSchema.ts';
import { base32Encode } from './totp.ts';

export const RECOVERY_CODE_COUNT = 10;

const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashOf = (code: string) => createHash('sha256').update(normalize(code)).digest('base64url');

function newCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

export async function dropRecoveryCodes(db: Writer, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Replaces the user's codes with ten new ones and returns them (the only time they are seen). */
export async function replaceRecoveryCodes(db: Writer, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await dropRecoveryCodes(db, userId);
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(code) })));
  return codes;
}

/** True when `code` is one of the user's unused codes; it is used up at once (one atomic delete). */
export async function useRecoveryCode(db: Writer, userId: number, code: string): Promise<boolean> {
  if (!/^[a-z2-7]{10}$/.test(normalize(code))) return false;
  const used = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashOf(code))))
    .returning({ userId: recoveryCodes.userId });
  return used.length > 0;
}
