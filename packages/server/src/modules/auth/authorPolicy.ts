/**
 * What an author may do with news (decision 048): create drafts, and edit or delete the drafts they created (the
 * audit log's create entry says who). Publishing or scheduling is for editors and admins. Anything else is a 403.
 */
import type { Writer } from '../../db/access.ts';
import { creatorOf } from '../../audit/auditLog.ts';
import { HttpError } from '../../http/errors.ts';
import type { StaffUser } from './users.ts';

export class ForbiddenError extends HttpError {
  override name = 'ForbiddenError';
  constructor(message: string) {
    super(403, message);
  }
}

/** Throws unless `staff` may save news in `status` (a create without `existing`, else an update of it). */
export async function assertMayWriteNews(
  db: Writer,
  staff: StaffUser,
  write: { status: string; existing?: { id: number; status: string } },
): Promise<void> {
  if (staff.role !== 'author') return;
  if (write.status !== 'draft') throw new ForbiddenError('Authors save drafts: an editor publishes');
  if (write.existing) await assertOwnDraft(db, staff, write.existing);
}

/** Throws unless `staff` may delete this news item. */
export async function assertMayDeleteNews(
  db: Writer,
  staff: StaffUser,
  existing: { id: number; status: string },
): Promise<void> {
  if (staff.role === 'author') await assertOwnDraft(db, staff, existing);
}

async function assertOwnDraft(db: Writer, staff: StaffUser, item: { id: number; status: string }) {
  if (item.status !== 'draft') throw new ForbiddenError('Authors change drafts only');
  if ((await creatorOf(db, 'news', item.id)) !== staff.id)
    throw new ForbiddenError('Authors change their own drafts only');
}
