/**
 * Back-office staff and what they did: users (email + Argon2id hash), the audit log of content changes, and the
 * login throttle counters (kept in a table so they hold across restarts and processes).
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Trimmed and lower-cased. */
  email: text('email').notNull().unique(),
  /** Argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
});

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
