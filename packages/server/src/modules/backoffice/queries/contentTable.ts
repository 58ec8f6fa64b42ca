/**
 * The queries of a back-office section kept in one table: a page of the list (ILIKE search in the declared
 * columns, sort by a declared column then by id, an optional filter), one row by id, insert, update and delete.
 * The section declares only its table, its columns and how an input and an image become column values; the id
 * and sort columns are the table's columns of those names.
 */
import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '@pallone/contract';
import { backofficePage } from './page.ts';
import { containsPattern } from '../../../content/queries/containsPattern.ts';
import type { Db } from '../../../db/database.ts';
import type { Writer } from '../../../db/access.ts';
import type { StagedImage } from '../../../uploads/imageStore.ts';
import type { PageRequest, SectionStore } from '../sectionStore.ts';

export interface ContentTable<Row extends { id: number; imagePath: string | null }, Item, Input> {
  table: PgTable;
  toItem: (row: Row, now: Date) => Item;
  /** The audit log's one-line summary of a row. */
  summary: (row: Row) => string;
  /**
   * The columns a write sets; `before` is the row an update replaces, `write` the transaction and whether the
   * row has an image after the write (news completes its slug and image texts from them, decision 049).
   */
  values: (
    input: Input,
    now: Date,
    before: Row | undefined,
    write: WriteContext,
  ) => Columns | Promise<Columns>;
  /** The columns of a new image, or of none (`null`); by default the largest variant's path. */
  imageColumns?: (image: StagedImage | null) => Record<string, unknown>;
  search: readonly AnyPgColumn[];
  /** The contract's sort fields, the first the default: each sorts by the table's column of that name. */
  sort: readonly [string, ...string[]];
  /** The list's order without one asked for (default: ascending). */
  defaultDirection?: 'asc' | 'desc';
  /** A section's own list filter (news: status at the app's clock). */
  filter?: (request: PageRequest, now: Date) => SQL | undefined;
}

type Columns = Record<string, unknown>;

export interface WriteContext {
  tx: Writer;
  /** The row has an image once written: a new one, or (an update that keeps it) the stored one. */
  hasImage: boolean;
}

const pathColumn = (image: StagedImage | null) => ({ imagePath: image?.largest ?? null });

export function contentTable<Row extends { id: number; imagePath: string | null }, Item, Input>(
  declared: ContentTable<Row, Item, Input>,
): SectionStore<Item, Input> {
  const { table } = declared;
  const columns = getTableColumns(table);
  const id = columns['id'];
  if (!id) throw new Error('a content table has an id column');
  const imageColumns = declared.imageColumns ?? pathColumn;
  const findRow = async (db: Writer, key: number) =>
    (await db.select().from(table).where(eq(id, key)))[0] as Row | undefined;

  return {
    async page(db: Db, request: PageRequest, now: Date): Promise<Page<Item>> {
      const search = request.search?.trim();
      const where = and(
        search ? or(...declared.search.map((column) => ilike(column, containsPattern(search)))) : undefined,
        declared.filter?.(request, now),
      );
      const direction =
        (request.sort?.direction ?? declared.defaultDirection ?? 'asc') === 'asc' ? asc : desc;
      const field = request.sort?.field ?? declared.sort[0];
      const column = (declared.sort.includes(field) ? columns[field] : undefined) ?? id;
      return backofficePage(
        request,
        ({ limit, offset }) =>
          db
            .select()
            .from(table)
            .where(where)
            .orderBy(direction(column), direction(id))
            .limit(limit)
            .offset(offset) as PromiseLike<Row[]>,
        db.select({ total: count() }).from(table).where(where),
        (row) => declared.toItem(row, now),
      );
    },

    async find(db, key, now) {
      const row = await findRow(db, key);
      return row && declared.toItem(row, now);
    },

    async insert(tx, input, image, now) {
      const write = { tx, hasImage: image !== undefined };
      const values = {
        ...(await declared.values(input, now, undefined, write)),
        ...imageColumns(image ?? null),
      };
      const [row] = (await tx.insert(table).values(values).returning()) as Row[];
      if (!row) throw new Error('insert returned no row');
      return { id: row.id, item: declared.toItem(row, now), summary: declared.summary(row) };
    },

    async update(tx, key, input, image, now) {
      const before = await findRow(tx, key);
      if (!before) return undefined;
      const hasImage = image === undefined ? before.imagePath !== null : image !== null;
      const set = {
        ...(await declared.values(input, now, before, { tx, hasImage })),
        ...(image !== undefined ? imageColumns(image) : {}),
      };
      // An update that names no column (a team's data with only its id) leaves the row as it is.
      const [row] = Object.keys(set).length
        ? ((await tx.update(table).set(set).where(eq(id, key)).returning()) as Row[])
        : [before];
      if (!row) return undefined;
      return {
        id: row.id,
        item: declared.toItem(row, now),
        summary: declared.summary(row),
        replacedImage: image !== undefined ? before.imagePath : null,
      };
    },

    async remove(tx, key) {
      const [row] = (await tx.delete(table).where(eq(id, key)).returning()) as Row[];
      return row && { id: row.id, summary: declared.summary(row), replacedImage: row.imagePath };
    },
  };
}
