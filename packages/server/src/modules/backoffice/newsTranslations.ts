/**
 * GET /backoffice/news/{id}/translations (the story's versions, this one included) and POST to it (a draft
 * version in the other language, made from this one). Staff only (decision 049).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BackofficeNewsRow,
  BackofficeNewsVersions,
  IdParams,
  NewsTranslationCreate,
} from '@pallone/contract';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { findNewsRow, toBackofficeNews } from './queries/news.ts';
import { insertNewsTranslation, newsVersions } from './queries/newsTranslations.ts';
import { staffSchema } from './staffSchema.ts';
import { writeContent } from './writeContent.ts';
import { staffOf } from '../auth/staffAuth.ts';
import { recordNewsRevision } from '../revisions/newsRevision.ts';

export async function backofficeNewsTranslationRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/backoffice/news/:id/translations',
    {
      schema: staffSchema(
        "The language versions of a news item's story (itself included), any status, Italian first",
        BackofficeNewsVersions,
        { params: IdParams },
      ),
    },
    async (request) => {
      const row = await findNewsRow(app.db, request.params.id);
      if (!row) throw new NotFoundError('News');
      return newsVersions(app.db, row.translationKey, app.now());
    },
  );

  typed.post(
    '/backoffice/news/:id/translations',
    {
      schema: staffSchema(
        'Create the version of a news item in another language: a draft of the same story with its fields to ' +
          'translate (no image); 400 when that version exists',
        BackofficeNewsRow,
        { params: IdParams, body: NewsTranslationCreate },
      ),
    },
    async (request) =>
      writeContent(app, request, {
        kind: 'news',
        widths: [],
        run: async (tx) => {
          const source = await findNewsRow(tx, request.params.id);
          if (!source) throw new NotFoundError('News');
          const { language } = request.body;
          const versions = await newsVersions(tx, source.translationKey, app.now());
          if (versions.some((version) => version.language === language)) {
            throw new BadRequestError(`This article already has a version in "${language}"`, 'language');
          }
          const row = await insertNewsTranslation(tx, source, language, app.now());
          const item = toBackofficeNews(row, app.now());
          await recordNewsRevision(tx, {
            action: 'create',
            user: staffOf(request),
            savedAt: app.now(),
            item,
          });
          return {
            result: item,
            change: { action: 'create', entity: 'news', entityId: row.id, summary: row.title },
          };
        },
      }),
  );
}
