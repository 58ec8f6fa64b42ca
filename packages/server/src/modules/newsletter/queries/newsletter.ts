/** Newsletter subscriptions: one row per address, subscribing again changes nothing. */
import type { Db } from '../../../db/database.ts';
import { newsletterSubscriptions } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';

/** Stores `email` (already normalized); true when it is new, false when it was already subscribed. */
export async function subscribe(db: Db, email: string, language: Language): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, language })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}
