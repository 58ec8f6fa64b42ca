/**
 * Records the revision of one news save, inside the save's transaction: the record as written, compared with the
 * record before (none on a create) for the changed fields.
 */
import type { BackofficeNewsRow } from '@pallone/contract';
import type { Writer } from '../../db/access.ts';
import type { StaffUser } from '../auth/users.ts';
import { newsSnapshotOf } from './newsSnapshot.ts';
import { recordRevision, type RevisionAction } from './queries/revisions.ts';

export interface NewsSave {
  action: RevisionAction;
  user: StaffUser;
  savedAt: Date;
  item: BackofficeNewsRow;
  before?: BackofficeNewsRow | undefined;
}

export function recordNewsRevision(tx: Writer, save: NewsSave): Promise<number> {
  return recordRevision(tx, {
    entity: 'news',
    itemId: save.item.id,
    action: save.action,
    savedAt: save.savedAt,
    user: save.user,
    snapshot: newsSnapshotOf(save.item),
    before: save.before ? newsSnapshotOf(save.before) : undefined,
  });
}
