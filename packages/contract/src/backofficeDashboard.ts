/** TypeBox schema of GET /backoffice/dashboard: rows per section and the most recent changes of the audit log. */
import { Type, type Static } from 'typebox';

export const BackofficeDashboard = Type.Object({
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
export type BackofficeDashboard = Static<typeof BackofficeDashboard>;

/** GET /backoffice/bookmakers and /backoffice/authors: id and name of each, for the forms' pickers. */
export const BackofficeNamedRefs = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }));
export type BackofficeNamedRefs = Static<typeof BackofficeNamedRefs>;
