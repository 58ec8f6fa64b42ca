/** GET /backoffice/dashboard: rows per section and the 20 most recent changes of the audit log. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '@pallone/contract';
import { countSections } from '../../repositories/backofficeDashboard.ts';
import { listRecentChanges } from '../../audit/auditLog.ts';

const Dashboard = Type.Object({
  counts: Type.Object({
    news: Type.Integer(),
    bookmakerBonuses: Type.Integer(),
    guides: Type.Integer(),
    bonusQuota: Type.Integer(),
    teams: Type.Integer(),
    competitions: Type.Integer(),
    landings: Type.Integer(),
  }),
  recentChanges: Type.Array(
    Type.Object({
      id: Type.Integer(),
      userId: Type.Union([Type.Integer(), Type.Null()]),
      userEmail: Type.String(),
      action: Type.String(),
      entity: Type.String(),
      entityId: Type.Integer(),
      summary: Type.String(),
      at: Type.String(),
    }),
  ),
});

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/backoffice/dashboard',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Counts per back-office section and the recent changes (who, what, when)',
        response: { 200: Dashboard, 401: ErrorBody },
      },
    },
    async () => ({ counts: await countSections(app.db), recentChanges: await listRecentChanges(app.db, 20) }),
  );
}
