import { afterAll, beforeAll } from 'vitest';

/**
 * A resource for a whole test file: started in a beforeAll (server start-up allowance), stopped in an afterAll if
 * it started (vitest runs the afterAll hooks in reverse, so what started last stops first). The returned function
 * gives the resource once the file's beforeAll has run.
 */
export function useForFile<T>(start: () => Promise<T>, stop?: (resource: T) => Promise<void>): () => T {
  let resource: { value: T } | undefined;
  beforeAll(async () => {
    resource = { value: await start() };
  }, 360_000);
  if (stop) {
    afterAll(async () => {
      if (resource) await stop(resource.value);
    });
  }
  return () => {
    if (!resource) throw new Error('read before the file’s beforeAll ran');
    return resource.value;
  };
}
