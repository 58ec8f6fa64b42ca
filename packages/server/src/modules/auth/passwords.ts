/**
 * Password hashing: Argon2id with the OWASP minimum parameters (19 MiB memory, 2 iterations, 1 lane). Verifying
 * an unknown account still spends one Argon2 verification, so timing does not tell which emails exist.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm;
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;
export const MIN_PASSWORD_LENGTH = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash (unknown user) it verifies a dummy and says false. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
