import { afterAll, beforeAll, describe, it } from 'vitest';
import { InProcessBus, type DataChangeBus } from './dataChangeBus.ts';
import {
  expectChangeReachesOtherServer,
  expectSearchFollowsOtherServer,
} from './testing/crossProcessCaches.ts';
import { startTwoServers, type TwoServers } from './testing/twoServers.ts';

/** One in-process bus shared by both servers: what Redis pub/sub does between processes. */
class SharedBus extends InProcessBus {
  override close(): Promise<void> {
    return Promise.resolve();
  }
}

let t: TwoServers;
beforeAll(async () => {
  const shared = new SharedBus();
  t = await startTwoServers(() => Promise.resolve<[DataChangeBus, DataChangeBus]>([shared, shared]));
});
afterAll(async () => {
  await t?.close();
});

describe('data changes on a shared bus', () => {
  it("drop the other server's cached answer at once", async () => {
    await expectChangeReachesOtherServer(t, 'it.1/2025-26/2026-01-24/acf-fiorentina-v-cagliari-calcio');
  });

  it("rebuild the other server's search index", async () => {
    await expectSearchFollowsOtherServer(t);
  });
});
