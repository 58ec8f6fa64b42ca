/**
 * The JWT signing secret: `JWT_SECRET` when set (at least 32 characters), else one generated on first start and
 * kept in `<dataDir>/jwt-secret` (mode 0600) so tokens survive restarts. Tests and `pglite:memory` keep a fresh
 * one in memory (`dataDir` null).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class JwtSecretError extends Error {
  override name = 'JwtSecretError';
}

export function generateSecret(): Uint8Array {
  return new Uint8Array(randomBytes(32));
}

export function loadJwtSecret(envSecret: string | undefined, dataDir: string | null): Uint8Array {
  if (envSecret !== undefined && envSecret !== '') {
    if (envSecret.length < 32) throw new JwtSecretError('JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(envSecret);
  }
  if (dataDir === null) return generateSecret();
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 43) return new Uint8Array(Buffer.from(stored, 'base64url'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = generateSecret();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${Buffer.from(secret).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
