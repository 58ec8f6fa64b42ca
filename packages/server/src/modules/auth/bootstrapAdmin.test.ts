import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NODE_ENV_DEFAULTED } from '../../config.ts';
import { createTestDatabase, type TestDatabase } from '../../db/testDatabase.ts';
import { AdminBootstrapError, bootstrapAdmin } from './bootstrapAdmin.ts';
import { findUserByEmail } from './users.ts';
import { verifyPassword } from './passwords.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

describe('bootstrapAdmin', () => {
  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD on an empty users table, once', async () => {
    const env = { ADMIN_EMAIL: ' Admin@Pallone.test ', ADMIN_PASSWORD: 'a long admin password' };
    expect(await bootstrapAdmin(database.db, env)).toBe('admin-created');
    const admin = await findUserByEmail(database.db, 'admin@pallone.test');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin?.passwordHash, 'a long admin password')).toBe(true);
    expect(await bootstrapAdmin(database.db, env)).toBe('users-exist');
  });

  it('refuses to start in production with no users and no admin secret', async () => {
    await expect(bootstrapAdmin(database.db, { NODE_ENV: 'production' })).rejects.toBeInstanceOf(
      AdminBootstrapError,
    );
    expect(await bootstrapAdmin(database.db, {})).toBe('no-users');
  });

  it('starts without an admin when only `npm start` chose NODE_ENV=production for rendering', async () => {
    const env = { NODE_ENV: 'production', [NODE_ENV_DEFAULTED]: '1' };
    expect(await bootstrapAdmin(database.db, env)).toBe('no-users');
  });
});
