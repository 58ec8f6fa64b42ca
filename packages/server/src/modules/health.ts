/**
 * Probes for orchestrators and load balancers, outside the public basic auth and never cached:
 * - `GET /healthz`: the process is up (no database call), always 200;
 * - `GET /readyz`: the database answers `select 1` and has applied every migration of the migrations folder,
 *   else 503 with Retry-After (take this instance out of rotation until it recovers).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import { appliedMigrationCount, journalMigrationCount } from '../db/database.ts';
import { RETRY_AFTER_SECONDS } from '../plugins/errorHandler.ts';

const HealthBody = Type.Object({ status: Type.Literal('ok') });
const ReadyBody = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  migrations: Type.Object({ applied: Type.Union([Type.Integer(), Type.Null()]), expected: Type.Integer() }),
});

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: HealthBody } }, config: { cacheSeconds: 0 } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: { hide: true, response: { 200: ReadyBody, 503: ReadyBody } },
      config: { cacheSeconds: 0 },
    },
    async (request, reply) => {
      const expected = await journalMigrationCount();
      let applied: number | null = null;
      try {
        await app.db.execute(sql`select 1`);
        applied = await appliedMigrationCount(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
      }
      const ready = applied === expected;
      if (!ready) reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
      return {
        status: ready ? ('ready' as const) : ('unavailable' as const),
        database: applied === null ? ('unreachable' as const) : ('ok' as const),
        migrations: { applied, expected },
      };
    },
  );
}
