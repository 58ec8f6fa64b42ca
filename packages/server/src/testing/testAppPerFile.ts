/**
 * The test file's app: built on a private seeded database before the file's first test (beforeAll) and closed
 * after its last (afterAll). Call it at the top level of a test file.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp.ts';

export function testAppPerFile(options: TestAppOptions = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is built in beforeAll: use it inside a test or a hook');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get: (url, requestOptions) => current().get(url, requestOptions),
    inject: (requestOptions) => current().inject(requestOptions),
    close: () => current().close(),
  };
}
