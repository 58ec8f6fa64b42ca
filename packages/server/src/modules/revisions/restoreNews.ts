/**
 * Writes a news revision back as a new save (decision 054), through the news section's own store and rules: an
 * author restores only a draft of their own and the result stays a draft; the slug, section and image texts are
 * completed as on an update; the current image is kept; the save records its own revision.
 */
import type { BackofficeNewsRow, NewsRevisionSnapshot, RevisionParams } from '@pallone/contract';
import type { Writer } from '../../db/access.ts';
import { NotFoundError } from '../../http/errors.ts';
import { assertMayWriteNews } from '../auth/authorPolicy.ts';
import type { StaffUser } from '../auth/users.ts';
import { newsTable } from '../backoffice/queries/news.ts';
import { newsInputOf } from './newsSnapshot.ts';
import { recordNewsRevision } from './newsRevision.ts';
import { findRevision } from './queries/revisions.ts';

export async function restoreNewsRevision(
  tx: Writer,
  staff: StaffUser,
  target: RevisionParams,
  now: Date,
): Promise<BackofficeNewsRow> {
  const before = await newsTable.find(tx, target.id, now);
  if (!before) throw new NotFoundError('News');
  const revision = await findRevision(tx, 'news', target.id, target.revisionId);
  if (!revision) throw new NotFoundError('Revision');
  const saved = newsInputOf(revision.snapshot as NewsRevisionSnapshot);
  const fields = staff.role === 'author' ? { ...saved, status: 'draft' as const } : saved;
  await assertMayWriteNews(tx, staff, { status: fields.status, existing: before });
  const written = await newsTable.update?.(tx, target.id, fields, undefined, now);
  if (!written) throw new NotFoundError('News');
  await recordNewsRevision(tx, { action: 'restore', user: staff, savedAt: now, item: written.item, before });
  return written.item;
}
