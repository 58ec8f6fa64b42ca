/** TypeBox schema of GET /sync/status (staff only): each configured sync source, its last success and error. */
import { Type, type Static } from 'typebox';

const Instant = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const SyncStatus = Type.Object({
  intervalSeconds: Type.Union([Type.Integer(), Type.Null()]),
  sources: Type.Array(
    Type.Object({
      url: Type.String(),
      format: Type.String(),
      configured: Type.Boolean(),
      lastCheckedAt: Instant,
      lastSuccessAt: Instant,
      lastErrorAt: Instant,
      lastError: Type.Union([Type.String(), Type.Null()]),
      rowsChanged: Type.Integer(),
      failures: Type.Integer(),
      nextAttemptAt: Instant,
    }),
  ),
});
export type SyncStatus = Static<typeof SyncStatus>;
