/**
 * One back-office section's routes from its declaration (decision 046): POST {list path} (search, sort, page),
 * GET /backoffice/{section}/{id}, POST and PUT /{section} (JSON, or multipart with an image when the section has
 * one) and DELETE /backoffice/{section}/{id}. Every write is one transaction with its audit entry, the image
 * re-encoded and staged first, and drops every cached answer in every process (writeContent); an unknown id is
 * a 404 naming the section's record, bad input a 400 naming the field.
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { DeletedResponse, IdParams } from '@pallone/contract';
import type { AuditChange, AuditEntity } from '../../audit/auditLog.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { Writer } from '../../db/access.ts';
import type { ImageKind, StagedImage } from '../../uploads/imageStore.ts';
import { staffOf } from '../auth/staffAuth.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import type { PageRequest, SectionStore, Written } from './sectionStore.ts';
import { STAFF_ERRORS as errors } from './staffSchema.ts';
import { readImageForm, writeBody, writeFormOf, writeValidator } from './writeBody.ts';
import { writeContent, type WriteOutcome } from './writeContent.ts';

const IMAGE_FORM = 'JSON, or multipart/form-data with `image` and `data` (JSON)';

export interface ContentSection<Item, Input> {
  /** The path segment: /backoffice/{section}/… and the writes at /{section}. */
  section: string;
  /** The record's name in 404s and summaries ("Guide"). */
  what: string;
  /** The record in summaries when not `what` in lower case ("news item"). */
  record?: string;
  /** The audit log's entity ("guide"). */
  entity: AuditEntity;
  /** The contract's schema of one record as the back-office edits it. */
  item: TSchema;
  list: {
    request: TSchema;
    page: TSchema;
    /** What the list holds, searches and sorts (the OpenAPI summary). */
    summary: string;
    /** SPEC §7 names a few lists elsewhere (`/landings/backoffice/getPaginated`). */
    path?: string;
  };
  /** The `data` of POST /{section}; no create route without it. */
  create?: TSchema;
  /** The `data` of PUT /{section} (its id inside); no update route without it. */
  update?: TSchema;
  /** DELETE /backoffice/{section}/{id}. */
  remove?: boolean;
  /** The section's picture: its folder and widths; a write then also takes multipart with `image`. */
  image?: { kind: ImageKind; widths: readonly number[] };
  /** What the writes' summaries add (the section's rules). */
  rules?: string;
  store: SectionStore<Item, Input>;
  /**
   * Who may write what beyond the route's roles, checked inside the write's transaction before the store writes
   * (news: an author's own drafts, decision 048). `existing` is the record an update or a delete changes.
   */
  policy?: {
    write(tx: Writer, staff: StaffClaims, input: Input, existing?: Item): Promise<void>;
    remove(tx: Writer, staff: StaffClaims, existing: Item): Promise<void>;
  };
  /**
   * Called after each create and update inside its transaction, with the record as written and (an update) as it
   * was: news records its revision there (decision 054).
   */
  onSaved?(tx: Writer, save: SavedRecord<Item>): Promise<unknown>;
  /** Options every route of the section takes: a role check as `preHandler`, or `config` (its `roles`). */
  routeOptions?: Pick<RouteShorthandOptions, 'preHandler' | 'config'>;
}

export interface SavedRecord<Item> {
  action: 'create' | 'update';
  staff: StaffClaims;
  item: Item;
  /** The record before an update. */
  before?: Item | undefined;
  now: Date;
}

type Outcome = WriteOutcome<unknown>;

interface UpdateData {
  id: number;
  removeImage?: boolean | undefined;
}

export function contentSectionRoutes<Item, Input>(declared: ContentSection<Item, Input>) {
  const { section, what, entity, store, image, policy, onSaved } = declared;
  const notFound = () => new NotFoundError(what);
  const record = declared.record ?? what.toLowerCase();
  const form = [image ? IMAGE_FORM : 'JSON', declared.rules].filter(Boolean).join('. ');
  const schemaOf = (summary: string, extra: object) => ({ tags: ['backoffice'], summary, ...extra });
  const audited = (action: AuditChange['action'], written: Written<Item>): Outcome => ({
    result: written.item,
    change: { action, entity, entityId: written.id, summary: written.summary },
    replacedImage: written.replacedImage ?? null,
  });
  const writeRoute = (data: TSchema, summary: string) => ({
    ...declared.routeOptions,
    schema: schemaOf(`${summary} ${form}`, {
      body: writeBody(data, image !== undefined),
      response: { 200: declared.item, ...errors },
    }),
    validatorCompiler: writeValidator,
    ...(image ? { preValidation: readImageForm } : {}),
  });

  return async function routes(app: FastifyInstance): Promise<void> {
    /** One record (read, or judged by the policy before a write); an unknown id is a 404. */
    const recordOf = async (db: Writer, id: number) => {
      const found = await store.find(db, id, app.now());
      if (found === undefined) throw notFound();
      return found;
    };
    const write = (request: FastifyRequest, run: (tx: Writer, staged?: StagedImage) => Promise<Outcome>) =>
      writeContent(app, request, { image: writeFormOf(request).image, ...image, run });

    app.post<{ Body: PageRequest }>(
      declared.list.path ?? `/backoffice/${section}/getPaginated`,
      {
        ...declared.routeOptions,
        schema: schemaOf(declared.list.summary, {
          body: declared.list.request,
          response: { 200: declared.list.page, ...errors },
        }),
      },
      (request) => store.page(app.db, request.body, app.now()),
    );

    app.get<{ Params: { id: number } }>(
      `/backoffice/${section}/:id`,
      {
        ...declared.routeOptions,
        schema: schemaOf(`A ${record} as the back-office edits it`, {
          params: IdParams,
          response: { 200: declared.item, ...errors },
        }),
      },
      (request) => recordOf(app.db, request.params.id),
    );

    const { insert, update, remove } = store;
    if (declared.create && insert) {
      app.post(`/${section}`, writeRoute(declared.create, `Create a ${record}.`), (request) => {
        const { data } = writeFormOf<Input>(request);
        return write(request, async (tx, staged) => {
          await policy?.write(tx, staffOf(request), data);
          const written = await insert(tx, data, staged, app.now());
          await onSaved?.(tx, {
            action: 'create',
            staff: staffOf(request),
            item: written.item,
            now: app.now(),
          });
          return audited('create', written);
        });
      });
    }

    if (declared.update && update) {
      app.put(
        `/${section}`,
        writeRoute(declared.update, `Update a ${record} (id in the data).`),
        (request) => {
          const { id, removeImage, ...fields } = writeFormOf<Input & UpdateData>(request).data;
          return write(request, async (tx, staged) => {
            const staff = staffOf(request);
            const before = policy || onSaved ? await recordOf(tx, id) : undefined;
            if (policy && before !== undefined) await policy.write(tx, staff, fields as Input, before);
            const change = staged ?? (removeImage ? null : undefined);
            const written = await update(tx, id, fields as Input, change, app.now());
            if (!written) throw notFound();
            await onSaved?.(tx, { action: 'update', staff, item: written.item, before, now: app.now() });
            return audited('update', written);
          });
        },
      );
    }

    if (declared.remove && remove) {
      app.delete<{ Params: { id: number } }>(
        `/backoffice/${section}/:id`,
        {
          ...declared.routeOptions,
          schema: schemaOf(`Delete a ${record}${image ? ' and its image' : ''}`, {
            params: IdParams,
            response: { 200: DeletedResponse, ...errors },
          }),
        },
        (request) =>
          writeContent(app, request, {
            run: async (tx) => {
              if (policy) await policy.remove(tx, staffOf(request), await recordOf(tx, request.params.id));
              const removed = await remove(tx, request.params.id);
              if (!removed) throw notFound();
              return {
                result: { id: removed.id, deleted: true as const },
                change: { action: 'delete', entity, entityId: removed.id, summary: removed.summary },
                replacedImage: removed.replacedImage ?? null,
              };
            },
          }),
      );
    }
  };
}
