/**
 * A database imported before a phase was split (Champions League 2023-24's one `Group` phase, now `Group A` …
 * `Group H`) still holds the old phase after its matches moved to the new groups. Once nothing references it,
 * it goes, with its turns; a phase some match still points to (say a row rejected this time) is kept.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import { groups, matches, turns } from '../db/schema.ts';
import type { ImportContext } from './context.ts';

/** Removes the phases `names` of a competition season that no match references; returns the removed names. */
export async function pruneReplacedPhases(
  ctx: ImportContext,
  competitionSeasonId: number,
  names: readonly string[],
): Promise<string[]> {
  const removed: string[] = [];
  for (const name of names) {
    const key = `${competitionSeasonId}|${name}`;
    const group = ctx.lookups.groups.get(key);
    if (!group) continue;
    const [used] = await ctx.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.groupId, group.id))
      .limit(1);
    if (used) continue;
    await ctx.db.delete(turns).where(
      and(
        eq(turns.groupId, group.id),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(matches)
            .where(eq(matches.turnId, turns.id)),
        ),
      ),
    );
    const [turnLeft] = await ctx.db
      .select({ id: turns.id })
      .from(turns)
      .where(eq(turns.groupId, group.id))
      .limit(1);
    if (turnLeft) continue;
    await ctx.db.delete(groups).where(eq(groups.id, group.id));
    ctx.lookups.groups.delete(key);
    for (const turnKey of [...ctx.lookups.turns.keys()])
      if (turnKey.startsWith(`${group.id}|`)) ctx.lookups.turns.delete(turnKey);
    removed.push(name);
  }
  return removed;
}
