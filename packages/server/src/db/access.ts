/** What queries need of the database: the database itself or a transaction on it. */
import type { Db } from './database.ts';

/** A read: the database or a transaction on it. */
export type Reader = Pick<Db, 'select'>;

/** A write (back-office, feed, audit): the database or a transaction of it. */
export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
