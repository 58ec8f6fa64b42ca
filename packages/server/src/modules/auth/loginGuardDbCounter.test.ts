/** The database login counter (`login_throttle`), on PGlite, or PostgreSQL with DATABASE_URL. */
import { afterAll, describe } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/testDatabase.ts';
import { createDbLoginCounter } from './loginGuardDbCounter.ts';
import { expectLoginCounterContract } from './loginGuardCounterContract.ts';

let database: TestDatabase | undefined;
afterAll(() => database?.destroy());

describe('createDbLoginCounter', () => {
  expectLoginCounterContract(async () => {
    database = await createTestDatabase();
    return createDbLoginCounter(database.db);
  });
});
