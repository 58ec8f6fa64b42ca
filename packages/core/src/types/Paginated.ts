export interface Paginated<T> {
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}
