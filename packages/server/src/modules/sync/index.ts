/** GET /sync/status (staff only): each configured sync source, its last success and error, rows changed. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffOnly } from '../auth/staffAuth.ts';
import { ErrorBody, SyncStatus } from '@pallone/contract';
import { freshSourceRow, listSourceRows, type SyncSourceRow } from '../../sync/syncSourceRows.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const sourceStatus = (row: SyncSourceRow, configured: boolean) => ({
  url: row.url,
  format: row.format,
  configured,
  lastCheckedAt: iso(row.lastCheckedAt),
  lastSuccessAt: iso(row.lastSuccessAt),
  lastErrorAt: iso(row.lastErrorAt),
  lastError: row.lastError,
  rowsChanged: row.rowsChanged,
  failures: row.failures,
  nextAttemptAt: iso(row.nextAttemptAt),
});

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
          ...rows.map((r) => sourceStatus(r, configured.has(r.url))),
          ...missing.map((url) => sourceStatus(freshSourceRow(url, 'pending'), true)),
        ],
      };
    },
  );
}
