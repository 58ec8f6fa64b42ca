import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { conditions: ['development'] },
        test: {
          name: 'widgets',
          include: ['packages/widgets/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/widgets/src/testing/setupTests.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: ['packages/server/src/**/*.redis.test.ts', 'packages/server/src/**/*.pg.test.ts'],
          globalSetup: ['packages/server/src/testing/seededDatabaseGlobalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Needs a Redis server (REDIS_URL, default 127.0.0.1:6379): `.ci/run` runs it, `npm test` does not.
        // syncCli.redis.test.ts also needs PostgreSQL (DATABASE_URL's admin connection, default
        // 127.0.0.1:5432/test): `npm run sync` runs as its own process, which cannot share a PGlite database.
        test: {
          name: 'redis',
          include: ['packages/server/src/**/*.redis.test.ts'],
          globalSetup: ['packages/server/src/testing/seededDatabaseGlobalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Needs PostgreSQL (DATABASE_URL=postgres://…, default 127.0.0.1:5432/test): outages a PGlite cannot have
        // (backends terminated under traffic, a real restart of the cluster). `.ci/run` runs it, `npm test` does not.
        test: {
          name: 'pg',
          include: ['packages/server/src/**/*.pg.test.ts'],
          // One file at a time: postgresRestart restarts the cluster under the others.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { conditions: ['development'] },
        test: {
          name: 'site',
          include: ['site/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          globalSetup: ['site/app/testing/realApiGlobalSetup.ts'],
          setupFiles: ['site/app/testing/setupTests.ts'],
        },
      },
    ],
  },
});
