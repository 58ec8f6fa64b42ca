/**
 * GET /backoffice/{news,guides,bookmakerBonuses,bonusQuota,landings}/{id}: one record as its back-office form edits
 * it (any language, date or sample flag), so an edit page can be opened by URL. Staff only.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import {
  BackofficeBonusQuotaRow,
  BackofficeBookmakerBonusRow,
  BackofficeGuideRow,
  BackofficeLandingRow,
  BackofficeNewsRow,
  ErrorBody,
  IdParams,
} from '@pallone/contract';
import { findNewsRow, toBackofficeNews } from './queries/news.ts';
import { findGuideRow, toBackofficeGuide } from './queries/guides.ts';
import {
  findBookmakerBonusRow,
  toBackofficeBookmakerBonus,
} from './queries/bookmakerBonuses.ts';
import { findBackofficeQuota } from './queries/bonusQuota.ts';
import { findLandingRow, toBackofficeLanding } from './queries/landings.ts';
import type { Writer } from '../../db/access.ts';
import { NotFoundError } from '../../http/errors.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

interface Reader {
  section: string;
  what: string;
  row: TSchema;
  /** `now` is the app's clock (a news item's status depends on it). */
  find: (db: Writer, id: number, now: Date) => Promise<unknown>;
}

/** A finder of the raw row followed by its back-office shape. */
const shaped =
  <R, T>(find: (db: Writer, id: number) => Promise<R | undefined>, shape: (row: R, now: Date) => T) =>
  async (db: Writer, id: number, now: Date) => {
    const row = await find(db, id);
    return row && shape(row, now);
  };

const READERS: Reader[] = [
  { section: 'news', what: 'News', row: BackofficeNewsRow, find: shaped(findNewsRow, toBackofficeNews) },
  {
    section: 'guides',
    what: 'Guide',
    row: BackofficeGuideRow,
    find: shaped(findGuideRow, toBackofficeGuide),
  },
  {
    section: 'bookmakerBonuses',
    what: 'Bookmaker bonus',
    row: BackofficeBookmakerBonusRow,
    find: shaped(findBookmakerBonusRow, toBackofficeBookmakerBonus),
  },
  { section: 'bonusQuota', what: 'Bonus quota', row: BackofficeBonusQuotaRow, find: findBackofficeQuota },
  {
    section: 'landings',
    what: 'Landing page',
    row: BackofficeLandingRow,
    find: shaped(findLandingRow, toBackofficeLanding),
  },
];

export async function backofficeByIdRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const reader of READERS) {
    typed.get(
      `/backoffice/${reader.section}/:id`,
      {
        schema: {
          tags: ['backoffice'],
          summary: `A ${reader.what.toLowerCase()} as the back-office edits it`,
          params: IdParams,
          response: { 200: reader.row, ...errors },
        },
      },
      async (request) => {
        const found = await reader.find(app.db, request.params.id, app.now());
        if (found === undefined) throw new NotFoundError(reader.what);
        return found;
      },
    );
  }
}
