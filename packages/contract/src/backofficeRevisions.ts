/**
 * Back-office revisions of an article (decision 054): every save keeps the saved fields, who and when, and the
 * names of the fields it changed; a revision can be written back as a new save.
 */
import { Type, type Static } from 'typebox';
import { BackofficeNewsRow, NEWS_WRITE_STATUSES } from './backofficeNews.ts';

const DbId = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const RevisionParams = Type.Object({ id: DbId, revisionId: DbId });
export type RevisionParams = Static<typeof RevisionParams>;

export const REVISION_ACTIONS = ['create', 'update', 'restore'] as const;

/** One save of an article, newest first in the list. */
export const ContentRevisionSummary = Type.Object({
  id: Type.Integer(),
  /** create, update, or restore (a revision written back). */
  action: Type.Enum([...REVISION_ACTIONS]),
  savedAt: Type.String(),
  /** The email of the user who saved, as it was at the save. */
  userEmail: Type.String(),
  /** The names of the fields this save changed (every field on a create). */
  changedFields: Type.Array(Type.String()),
});
export type ContentRevisionSummary = Static<typeof ContentRevisionSummary>;
export const ContentRevisionList = Type.Array(ContentRevisionSummary);

/** The fields of a news item a save stored: the record's, without the image file and with the stored status. */
const savedNewsFields = Type.Omit(BackofficeNewsRow, ['id', 'status', 'image', 'updatedAt', 'isSample']);
export const NewsRevisionSnapshot = Type.Object({
  ...savedNewsFields.properties,
  status: Type.Enum([...NEWS_WRITE_STATUSES]),
});
export type NewsRevisionSnapshot = Static<typeof NewsRevisionSnapshot>;

export const NewsRevision = Type.Object({
  ...ContentRevisionSummary.properties,
  snapshot: NewsRevisionSnapshot,
});
export type NewsRevision = Static<typeof NewsRevision>;
