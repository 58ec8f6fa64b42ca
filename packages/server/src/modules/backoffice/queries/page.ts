/** One page of a back-office list: the page's rows and the number of matching rows, queried together. */
import type { Page } from '@pallone/contract';

export async function backofficePage<Row, Item>(
  request: { page: number; pageSize: number },
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>,
  totals: PromiseLike<{ total: number }[]>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const window = { limit: request.pageSize, offset: (request.page - 1) * request.pageSize };
  const [found, counted] = await Promise.all([rows(window), totals]);
  return {
    items: found.map(toItem),
    total: counted[0]?.total ?? 0,
    page: request.page,
    pageSize: request.pageSize,
  };
}
