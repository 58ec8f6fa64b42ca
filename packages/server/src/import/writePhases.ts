/** Upserts a file's planned groups and turns; slugs are Italian, unique within their parent, never changed. */
import { groups, turns } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import { groupSlug, turnSlug, uniqueSlug } from './phaseSlugs.ts';
import type { PhasePlan } from './phases.ts';
import { upsert } from './upsert.ts';

function slugsUnder(map: Map<string, { slug: string }>, parentId: number): Set<string> {
  const prefix = `${parentId}|`;
  const taken = new Set<string>();
  for (const [key, value] of map) if (key.startsWith(prefix)) taken.add(value.slug);
  return taken;
}

/** Returns `group name` → group id and `group name|turn name` → turn id. */
export async function writePhases(
  ctx: ImportContext,
  competitionSeasonId: number,
  plan: PhasePlan,
): Promise<{ groupIds: Map<string, number>; turnIds: Map<string, number> }> {
  const { lookups } = ctx;
  const takenGroups = slugsUnder(lookups.groups, competitionSeasonId);
  const groupRows = plan.groups.map((g) => {
    const cached = lookups.groups.get(`${competitionSeasonId}|${g.name}`);
    const slug = cached?.slug ?? uniqueSlug(groupSlug(g.name), takenGroups);
    takenGroups.add(slug);
    return { competitionSeasonId, name: g.name, type: g.type, sortOrder: g.sortOrder, pallonecomSlug: slug };
  });
  const groupResult = await upsert(
    ctx.db,
    groups,
    groupRows,
    {
      target: [groups.competitionSeasonId, groups.name],
      update: [groups.type, groups.sortOrder],
      keyOf: (r) => r.name,
    },
    { id: groups.id, name: groups.name },
  );
  ctx.tally.count('groups', groupResult.counts);
  for (const r of groupResult.rows) {
    const row = groupRows.find((g) => g.name === r.name)!;
    lookups.groups.set(`${competitionSeasonId}|${r.name}`, { id: r.id, slug: row.pallonecomSlug });
  }
  const groupIds = new Map(
    plan.groups.map((g) => [g.name, lookups.groups.get(`${competitionSeasonId}|${g.name}`)!.id]),
  );

  const takenTurns = new Map<number, Set<string>>();
  const turnRows = plan.turns.map((t) => {
    const groupId = groupIds.get(t.group)!;
    const cached = lookups.turns.get(`${groupId}|${t.name}`);
    let taken = takenTurns.get(groupId);
    if (!taken) takenTurns.set(groupId, (taken = slugsUnder(lookups.turns, groupId)));
    const slug = cached?.slug ?? uniqueSlug(turnSlug(t.name), taken);
    taken.add(slug);
    return { groupId, name: t.name, number: t.number, pallonecomSlug: slug };
  });
  const turnResult = await upsert(
    ctx.db,
    turns,
    turnRows,
    { target: [turns.groupId, turns.name], update: [turns.number], keyOf: (r) => `${r.groupId}|${r.name}` },
    { id: turns.id, groupId: turns.groupId, name: turns.name },
  );
  ctx.tally.count('turns', turnResult.counts);
  const slugByKey = new Map(turnRows.map((r) => [`${r.groupId}|${r.name}`, r.pallonecomSlug]));
  for (const r of turnResult.rows) {
    const key = `${r.groupId}|${r.name}`;
    lookups.turns.set(key, { id: r.id, slug: slugByKey.get(key)! });
  }
  const turnIds = new Map(
    plan.turns.map((t) => {
      const groupId = groupIds.get(t.group)!;
      return [`${t.group}|${t.name}`, lookups.turns.get(`${groupId}|${t.name}`)!.id];
    }),
  );
  return { groupIds, turnIds };
}
