/**
 * Row windows of the content API's `getPaginated` calls (the request's shape is the contract's `pageRequest`), the
 * page they make and its order.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_CONTENT_PAGE_SIZE, type Page } from '@pallone/contract';

/** The request's page size within the cap, and the row offset of its page. */
export function pageWindow(request: { page: number; pageSize: number }): { limit: number; offset: number } {
  const limit = Math.min(request.pageSize, MAX_CONTENT_PAGE_SIZE);
  return { limit, offset: (request.page - 1) * limit };
}

/**
 * One page of a content list: the rows of the request's window and the count of every matching row, queried
 * together; `toItems` turns the page's rows into its items.
 */
export async function contentPage<Row, Item>(
  request: { page: number; pageSize: number },
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>,
  totals: PromiseLike<{ total: number }[]>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const window = pageWindow(request);
  const [found, counted] = await Promise.all([rows(window), totals]);
  return {
    items: await toItems(found),
    total: counted[0]?.total ?? 0,
    page: request.page,
    pageSize: window.limit,
  };
}

/** ORDER BY the requested field's column (else `fallback`), ascending unless `desc` is asked, then by `id`. */
export function sortedBy(
  sort: { field?: string | undefined; direction?: 'asc' | 'desc' | undefined } | undefined,
  columns: Readonly<Record<string, AnyPgColumn>>,
  fallback: AnyPgColumn,
  id: AnyPgColumn,
): SQL[] {
  const direction = sort?.direction === 'desc' ? desc : asc;
  const column = (sort?.field === undefined ? undefined : columns[sort.field]) ?? fallback;
  return [direction(column), asc(id)];
}
