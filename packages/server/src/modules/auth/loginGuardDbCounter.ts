/**
 * The login counter in the database (`login_throttle`): one `insert … on conflict … do update … returning`
 * per `hit`, so the bump and the read of every key are one atomic statement on PGlite and on PostgreSQL alike.
 * Keys are written in sorted order, so two requests sharing keys lock their rows in the same order.
 */
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginThrottle } from '../../db/authSchema.ts';
import { inKeyOrder, type LoginCounter } from './loginGuardCounter.ts';

/** Every this many hits, rows whose window has long passed are deleted. */
const PRUNE_EVERY_HITS = 100;

export function createDbLoginCounter(db: Db): LoginCounter {
  let hits = 0;
  return {
    async hit(keys, now, windowMs) {
      const at = now.toISOString();
      const cutoff = new Date(now.getTime() - windowMs).toISOString();
      const expired = sql`${loginThrottle.windowStartedAt} <= ${cutoff}::timestamptz`;
      const rows = await db
        .insert(loginThrottle)
        .values([...keys].sort().map((key) => ({ key, attempts: 1, windowStartedAt: now })))
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            attempts: sql`case when ${expired} then 1 else ${loginThrottle.attempts} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${at}::timestamptz else ${loginThrottle.windowStartedAt} end`,
          },
        })
        .returning();
      if (++hits % PRUNE_EVERY_HITS === 0) {
        await db
          .delete(loginThrottle)
          .where(lt(loginThrottle.windowStartedAt, new Date(now.getTime() - windowMs)));
      }
      return inKeyOrder(
        keys,
        rows.map((row) => ({
          key: row.key,
          attempts: row.attempts,
          windowEndsAt: new Date(row.windowStartedAt.getTime() + windowMs),
        })),
      );
    },
    async release(keys) {
      // One statement per key: an update of several rows could lock them in another order than `hit` does.
      for (const key of keys) {
        await db
          .update(loginThrottle)
          .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
          .where(eq(loginThrottle.key, key));
      }
    },
    async clear(keys) {
      if (keys.length === 0) return;
      await db.delete(loginThrottle).where(inArray(loginThrottle.key, [...keys]));
    },
    async close() {},
  };
}
