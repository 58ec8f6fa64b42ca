/** What back-office writes need from the database: the database itself or a transaction of it. */
import type { Db } from '../db/database.ts';

export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
