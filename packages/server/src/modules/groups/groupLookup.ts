/** Shared by the group routes: the group or a 404, and a `turnId` query checked against the group (400). */
import type { Db } from '../../db/database.ts';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { findGroupRow, findTurnOfGroup, type GroupRow } from './queries/groups.ts';

export async function requireGroup(db: Db, id: number): Promise<GroupRow> {
  const group = await findGroupRow(db, id);
  if (!group) throw new NotFoundError(`Group ${id}`);
  return group;
}

/** The number of the turn `turnId` names, or undefined without one; a turn of another group is a 400. */
export async function turnNumberOf(
  db: Db,
  groupId: number,
  turnId: number | undefined,
): Promise<number | undefined> {
  if (turnId === undefined) return undefined;
  const turn = await findTurnOfGroup(db, groupId, turnId);
  if (!turn) throw new BadRequestError(`Turn ${turnId} is not a turn of group ${groupId}`, 'turnId');
  return turn.number;
}
