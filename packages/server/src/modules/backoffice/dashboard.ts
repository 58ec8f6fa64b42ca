/** GET /backoffice/dashboard: rows per section and the 20 most recent changes of the audit log. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BackofficeDashboard, ErrorBody } from '@pallone/contract';
import { countSections } from './queries/dashboard.ts';
import { listRecentChanges } from '../../audit/auditLog.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/backoffice/dashboard',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Counts per back-office section and the recent changes (who, what, when)',
        response: { 200: BackofficeDashboard, 401: ErrorBody },
      },
    },
    async () => ({ counts: await countSections(app.db), recentChanges: await listRecentChanges(app.db, 20) }),
  );
}
