/**
 * The points docked from teams in a group's competition season (point_deductions, from the curated
 * data/pallone/point_deductions.csv), summed per team: Everton 2023-24 had 6 and then 2 more → 8.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { groups, pointDeductions } from '../../../db/schema.ts';

export async function loadGroupPointDeductions(db: Db, groupId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ teamId: pointDeductions.teamId, points: sql<number>`sum(${pointDeductions.points})::int` })
    .from(pointDeductions)
    .innerJoin(groups, eq(groups.competitionSeasonId, pointDeductions.competitionSeasonId))
    .where(eq(groups.id, groupId))
    .groupBy(pointDeductions.teamId);
  return new Map(rows.map((row) => [row.teamId, Number(row.points)]));
}
