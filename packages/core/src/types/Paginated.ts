import type { Page } from '@pallone/contract';

/** A page of a `getPaginated` call: `items`, `total`, the 1-based `page` and the `pageSize` used. */
export type Paginated<T> = Page<T>;
