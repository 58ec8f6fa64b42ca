/**
 * The admin's users screen (decision 048), admins only: GET /backoffice/users (with the "require two-factor"
 * setting), POST /backoffice/users (invite: a one-time password shown to the admin, no email is sent),
 * PATCH /backoffice/users/{id} (role, active), POST /backoffice/users/{id}/resetPassword, PUT
 * /backoffice/staffSettings. Every change is in the audit log; an admin cannot change their own role or state.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  StaffSettings,
  StaffUserRow,
  StaffUsers,
  UserChange,
  UserInvite,
  UserWithPassword,
} from '@pallone/contract';
import { recordChange } from '../../audit/auditLog.ts';
import { transaction } from '../../db/transaction.ts';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { ADMIN_ONLY } from '../auth/routeRoles.ts';
import { staffSchema } from '../backoffice/staffSchema.ts';
import { staffOf, staffOnly } from '../auth/staffAuth.ts';
import { isTwoFactorRequired, setTwoFactorRequired } from '../auth/twoFactor.ts';
import { createUser, UserInputError } from '../auth/users.ts';
import { changeUser, findUserRow, listUsers, oneTimePassword, resetPassword } from './queries.ts';

const config = { roles: ADMIN_ONLY };

export async function userRoutes(app: FastifyInstance): Promise<void> {
  staffOnly(app);
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/backoffice/users',
    { config, schema: staffSchema('Every staff user and the two-factor setting', StaffUsers) },
    async () => ({ users: await listUsers(app.db), requireTwoFactor: await isTwoFactorRequired(app.db) }),
  );

  typed.post(
    '/backoffice/users',
    {
      config,
      schema: staffSchema(
        'Invite a user: the account and a one-time password, shown this once',
        UserWithPassword,
        { body: UserInvite },
      ),
    },
    async (request) => {
      const password = oneTimePassword();
      const created = await createUser(app.db, { ...request.body, password }).catch((error: unknown) => {
        throw error instanceof UserInputError ? new BadRequestError(error.message, 'email') : error;
      });
      await recordChange(app.db, staffOf(request), {
        action: 'create',
        entity: 'user',
        entityId: created.id,
        summary: `${created.email} (${created.role})`,
      });
      const user = await findUserRow(app.db, created.id);
      if (!user) throw new NotFoundError('User');
      return { user, password };
    },
  );

  typed.patch(
    '/backoffice/users/:id',
    {
      config,
      schema: staffSchema(
        "Change a user's role or deactivate (their tokens stop working) / reactivate them",
        StaffUserRow,
        { params: IdParams, body: UserChange },
      ),
    },
    async (request) => {
      const admin = staffOf(request);
      if (request.params.id === admin.id)
        throw new BadRequestError('You cannot change your own role or state', 'id');
      return transaction(app.db, async (tx) => {
        const user = await changeUser(tx, request.params.id, request.body, app.now());
        if (!user) throw new NotFoundError('User');
        const what = [
          request.body.role ? `role ${request.body.role}` : '',
          request.body.active === undefined ? '' : request.body.active ? 'reactivated' : 'deactivated',
        ];
        await recordChange(tx, admin, {
          action: 'update',
          entity: 'user',
          entityId: user.id,
          summary: `${user.email}: ${what.filter(Boolean).join(', ')}`,
        });
        return user;
      });
    },
  );

  typed.post(
    '/backoffice/users/:id/resetPassword',
    {
      config,
      schema: staffSchema(
        'A new one-time password for a user (shown this once); their tokens stop working',
        UserWithPassword,
        { params: IdParams },
      ),
    },
    async (request) => {
      if (request.params.id === staffOf(request).id)
        throw new BadRequestError('Your own password is not reset here', 'id');
      const password = oneTimePassword();
      return transaction(app.db, async (tx) => {
        const user = await resetPassword(tx, request.params.id, password);
        if (!user) throw new NotFoundError('User');
        await recordChange(tx, staffOf(request), {
          action: 'update',
          entity: 'user',
          entityId: user.id,
          summary: `${user.email}: password reset`,
        });
        return { user, password };
      });
    },
  );

  typed.put(
    '/backoffice/staffSettings',
    {
      config,
      schema: staffSchema(
        'Require two-factor login of every staff user (one without enrols at the next login)',
        StaffSettings,
        { body: StaffSettings },
      ),
    },
    async (request) => {
      await setTwoFactorRequired(app.db, request.body.requireTwoFactor);
      return { requireTwoFactor: await isTwoFactorRequired(app.db) };
    },
  );
}
