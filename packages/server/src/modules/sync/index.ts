/** GET /sync/status (staff only): each configured sync source, its last success and error, rows changed. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffOnly } from '../auth/staffAuth.ts';
import { ErrorBody, SyncStatus } from '@pallone/contract';
import { listSourceRows } from '../../sync/syncSourceRows.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function syncRoutes(
  app: FastifyInstance,
  options: { sources: readonly string[]; intervalSeconds: number | null },
): Promise<void> {
  staffOnly(app);
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/sync/status',
    {
      schema: {
        tags: ['sync'],
        summary:
          'Staff: every sync source (configured in PALLONE_SYNC_SOURCES or synced by hand), its last success, ' +
          'last error and the rows its last pass changed',
        response: { 200: SyncStatus, 401: ErrorBody },
      },
    },
    async () => {
      const rows = await listSourceRows(app.db);
      const known = new Set(rows.map((r) => r.url));
      const configured = new Set(options.sources);
      const missing = options.sources.filter((url) => !known.has(url));
      return {
        intervalSeconds: options.intervalSeconds,
        sources: [
          ...rows.map((r) => ({
            url: r.url,
            format: r.format,
            configured: configured.has(r.url),
            lastCheckedAt: iso(r.lastCheckedAt),
            lastSuccessAt: iso(r.lastSuccessAt),
            lastErrorAt: iso(r.lastErrorAt),
            lastError: r.lastError,
            rowsChanged: r.rowsChanged,
            failures: r.failures,
            nextAttemptAt: iso(r.nextAttemptAt),
          })),
          ...missing.map((url) => ({
            url,
            format: 'pending',
            configured: true,
            lastCheckedAt: null,
            lastSuccessAt: null,
            lastErrorAt: null,
            lastError: null,
            rowsChanged: 0,
            failures: 0,
            nextAttemptAt: null,
          })),
        ],
      };
    },
  );
}
