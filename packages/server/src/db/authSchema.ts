/**
 * Back-office staff and what they did: users (email + Argon2id hash, role, two-factor secret), their recovery
 * codes, the staff settings, the audit log of content changes, and the login throttle counters (kept in a table so
 * they hold across restarts and processes).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull().unique(),
    /** Argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** admin | editor | author (decision 048); users made before roles existed are admins. */
    role: text('role').notNull().default('admin'),
    /** Set when an admin deactivates the user: login and every token of theirs are refused. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    /** Carried in each token; bumped by a password reset or a deactivation, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The TOTP secret (AES-GCM sealed with the server's key) once two-factor login is on. */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled, until the user confirms it with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
  },
  (t) => [check('users_role', sql`${t.role} in ('admin', 'editor', 'author')`)],
);

/** Two-factor recovery codes: SHA-256 of each, deleted when used. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** Staff-wide settings: one row (id 1). */
export const staffSettings = pgTable(
  'staff_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every staff member must log in with a second factor (one without enrols at the next login). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  },
  (t) => [check('staff_settings_single_row', sql`${t.id} = 1`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry still says who when the user is gone. */
    userEmail: text('user_email').notNull(),
    /** create | update | delete */
    action: text('action').notNull(),
    /** news | guide | bookmakerBonus | bonusQuota | landing | team | competition */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    summary: text('summary').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at').on(t.at)],
);

/**
 * Login throttle counters (decision 014): one row per key — account+address, address, account — counting the
 * attempts of a fixed window that starts at the key's first attempt. Bumped by one upsert, so parallel logins
 * cannot read a stale count. Rows whose window has passed are pruned from time to time.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_throttle_window_started_at').on(t.windowStartedAt)],
);
