/**
 * Content revisions (decision 054): every back-office save of an article keeps the fields it saved, who saved
 * them and when, and which fields changed, written in the same transaction as the save. `entity` names the kind of
 * item ('news'); `item_id` is that item's id (no foreign key: a revision outlives nothing it could dangle from, the
 * routes answer 404 for an item that is gone).
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './authSchema.ts';

export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    itemId: integer('item_id').notNull(),
    /** create | update | restore */
    action: text('action').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the revision still says who when the user is gone. */
    userEmail: text('user_email').notNull(),
    /** The saved fields as the write stored them. */
    snapshot: jsonb('snapshot').notNull(),
    /** The names of the fields this save changed (every field on a create). */
    changedFields: text('changed_fields').array().notNull(),
  },
  (t) => [index('content_revisions_item').on(t.entity, t.itemId, t.id)],
);
