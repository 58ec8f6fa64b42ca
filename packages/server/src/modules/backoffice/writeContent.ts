/**
 * One back-office write, all or nothing: the image (if any) is checked and re-encoded, staged as temp files,
 * then the row, its audit entry and the files' final rename happen inside one transaction. When anything fails
 * the transaction rolls back and the staged files are deleted; when it succeeds the replaced image is removed
 * and the response cache is cleared.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordChange, type AuditChange } from '../../audit/auditLog.ts';
import { staffOf } from '../auth/staffAuth.ts';
import type { Writer } from '../../db/access.ts';
import type { ImageKind, StagedImage } from '../../uploads/imageStore.ts';
import { processImage } from '../../uploads/processImage.ts';
import { asBadRequest } from './dbErrors.ts';
import { transaction } from '../../db/transaction.ts';

export interface WriteOutcome<T> {
  result: T;
  change: AuditChange;
  /** The image this write replaced or orphaned, deleted after the commit. */
  replacedImage?: string | null;
}

export async function writeContent<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  options: {
    image?: Buffer | undefined;
    /** Where an image goes and its widths; a section without images leaves them out. */
    kind?: ImageKind;
    widths?: readonly number[];
    run: (tx: Writer, image: StagedImage | undefined) => Promise<WriteOutcome<T>>;
  },
): Promise<T> {
  const staff = staffOf(request);
  const { image, kind, widths = [] } = options;
  const variants = image && kind ? await processImage(image, widths) : undefined;
  const staged = variants && kind ? await app.imageStore.stage(kind, variants) : undefined;
  let outcome: WriteOutcome<T>;
  try {
    outcome = await transaction(app.db, async (tx) => {
      const written = await options.run(tx, staged);
      await recordChange(tx, staff, written.change);
      await staged?.commit();
      return written;
    });
  } catch (error) {
    await staged?.discard();
    asBadRequest(error);
  }
  if (outcome.replacedImage) await app.imageStore.remove(outcome.replacedImage).catch(() => undefined);
  await app.dataChanged({ reason: 'backoffice', matchIds: [], competitionSeasonIds: [] });
  return outcome.result;
}
