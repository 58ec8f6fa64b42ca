/**
 * A news item's revisions (decision 054), staff of every role: GET /backoffice/news/{id}/revisions (newest first:
 * who, when, which fields), GET …/revisions/{revisionId} (the saved fields) and POST
 * …/revisions/{revisionId}/restore (written back as a new save, audited, caches dropped everywhere; an author only
 * on a draft of their own, and it stays a draft). An unknown article or revision is a 404.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BackofficeNewsRow,
  ContentRevisionList,
  IdParams,
  NewsRevision,
  type NewsRevisionSnapshot,
  RevisionParams,
} from '@pallone/contract';
import { NotFoundError } from '../../http/errors.ts';
import { EVERY_ROLE } from '../auth/routeRoles.ts';
import { staffOf, staffOnly } from '../auth/staffAuth.ts';
import { staffSchema } from '../backoffice/staffSchema.ts';
import { writeContent } from '../backoffice/writeContent.ts';
import { newsExists } from './queries/newsExists.ts';
import { findRevision, listRevisions } from './queries/revisions.ts';
import { restoreNewsRevision } from './restoreNews.ts';

const config = { roles: EVERY_ROLE };

export async function revisionRoutes(app: FastifyInstance): Promise<void> {
  staffOnly(app);
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/backoffice/news/:id/revisions',
    {
      config,
      schema: staffSchema(
        "A news item's saves, newest first: who, when and which fields changed",
        ContentRevisionList,
        { params: IdParams },
      ),
    },
    async (request) => {
      if (!(await newsExists(app.db, request.params.id))) throw new NotFoundError('News');
      return listRevisions(app.db, 'news', request.params.id);
    },
  );

  typed.get(
    '/backoffice/news/:id/revisions/:revisionId',
    {
      config,
      schema: staffSchema('One save of a news item with the fields it stored (not the image)', NewsRevision, {
        params: RevisionParams,
      }),
    },
    async (request) => {
      const { id, revisionId } = request.params;
      if (!(await newsExists(app.db, id))) throw new NotFoundError('News');
      const revision = await findRevision(app.db, 'news', id, revisionId);
      if (!revision) throw new NotFoundError('Revision');
      return { ...revision, snapshot: revision.snapshot as NewsRevisionSnapshot };
    },
  );

  typed.post(
    '/backoffice/news/:id/revisions/:revisionId/restore',
    {
      config,
      schema: staffSchema(
        'Write a saved revision back as a new save (itself a revision; the current image is kept). Authors: ' +
          'only a draft of their own, and it stays a draft',
        BackofficeNewsRow,
        { params: RevisionParams },
      ),
    },
    (request) =>
      writeContent(app, request, {
        run: async (tx) => {
          const item = await restoreNewsRevision(tx, staffOf(request), request.params, app.now());
          return {
            result: item,
            change: { action: 'update', entity: 'news', entityId: item.id, summary: item.title },
          };
        },
      }),
  );
}
