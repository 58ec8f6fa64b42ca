/** Row windows of the content API's `getPaginated` calls (the request's shape is the contract's `pageRequest`). */
import { MAX_CONTENT_PAGE_SIZE } from '@pallone/contract';

/** The request's page size within the cap, and the row offset of its page. */
export function pageWindow(request: { page: number; pageSize: number }): { limit: number; offset: number } {
  const limit = Math.min(request.pageSize, MAX_CONTENT_PAGE_SIZE);
  return { limit, offset: (request.page - 1) * limit };
}
