/**
 * Test helper: two API servers over one seeded database, each with its own caches and its own data-change
 * bus, as two processes behind a load balancer would be. `buses` makes one bus per server (Redis, or one
 * shared in-process bus standing in for it).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.ts';
import type { TestDatabase } from '../../../db/testDatabase.ts';
import { createSeededTestDatabase } from '../../../testing/seededDatabase.ts';
import { BASIC_AUTH_HEADER, TEST_CREDENTIALS } from '../../../testing/testApp.ts';
import type { DataChangeBus } from '../dataChangeBus.ts';

export interface TwoServers {
  database: TestDatabase;
  servers: [FastifyInstance, FastifyInstance];
  get(server: FastifyInstance, url: string): Promise<{ body: unknown; cache: string | undefined }>;
  close(): Promise<void>;
}

export async function startTwoServers(
  buses: () => Promise<[DataChangeBus, DataChangeBus]>,
): Promise<TwoServers> {
  const database = await createSeededTestDatabase();
  const [busA, busB] = await buses();
  const build = (bus: DataChangeBus) =>
    buildApp({
      db: database.db,
      config: {
        publicApiUser: TEST_CREDENTIALS.user,
        publicApiPassword: TEST_CREDENTIALS.password,
        cacheMaxAgeSeconds: 60,
      },
      now: () => new Date('2026-11-22T12:00:00Z'),
      bus,
    });
  const servers: [FastifyInstance, FastifyInstance] = [await build(busA), await build(busB)];
  await Promise.all(servers.map((s) => s.ready()));
  return {
    database,
    servers,
    async get(server, url) {
      const response = await server.inject({
        method: 'GET',
        url,
        headers: { authorization: BASIC_AUTH_HEADER },
      });
      return { body: response.json(), cache: response.headers['x-cache'] as string | undefined };
    },
    async close() {
      await Promise.all(servers.map((s) => s.close()));
      await database.destroy();
    },
  };
}
