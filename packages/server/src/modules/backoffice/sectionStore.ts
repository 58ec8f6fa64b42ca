/**
 * What the content-section routes need of a section's data: a page of the list, one record, and the writes it
 * allows. `contentTable` builds one for a single-table section; a section whose reads join or whose writes check
 * more (boosted odds, teams, competitions) writes its own.
 */
import type { Page } from '@pallone/contract';
import type { Db } from '../../db/database.ts';
import type { Writer } from '../../db/access.ts';
import type { StagedImage } from '../../uploads/imageStore.ts';

export interface PageRequest {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort?: { field: string; direction?: 'asc' | 'desc' | undefined } | undefined;
  [filter: string]: unknown;
}

export interface Written<Item> {
  id: number;
  item: Item;
  /** The audit log's one-line summary. */
  summary: string;
  /** The image file the write replaced or orphaned, removed after the commit. */
  replacedImage?: string | null;
}

export interface Removed {
  id: number;
  summary: string;
  replacedImage?: string | null;
}

export interface SectionStore<Item, Input> {
  page(db: Db, request: PageRequest, now: Date): Promise<Page<Item>>;
  find(db: Writer, id: number, now: Date): Promise<Item | undefined>;
  insert?(tx: Writer, input: Input, image: StagedImage | undefined, now: Date): Promise<Written<Item>>;
  /** `image`: a new one, `null` to remove it, `undefined` to keep it. Undefined when the id is unknown. */
  update?(
    tx: Writer,
    id: number,
    input: Input,
    image: StagedImage | null | undefined,
    now: Date,
  ): Promise<Written<Item> | undefined>;
  remove?(tx: Writer, id: number): Promise<Removed | undefined>;
}
