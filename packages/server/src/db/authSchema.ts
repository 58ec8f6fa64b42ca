/**
 * Back-office staff and what they did: users (email + Argon2id hash), the audit log of content changes, and the
 * login attempts the brute-force guard counts (kept in a table so it holds across restarts and processes).
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

/** Failed logins only; rows older than the window are pruned on the next attempt. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased, as typed (the account may not exist). */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email').on(t.email, t.at), index('login_attempts_ip').on(t.ip, t.at)],
);
