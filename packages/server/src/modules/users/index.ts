/**
 * The admin's users screen (decision 048), admins only: GET /backoffice/users (with the "require two-factor"
 * setting), POST /backoffice/users (invite: a one-time password shown to the admin, no email is sent),
 * PATCH /backoffice/users/{id} (role, active), POST /backoffice/users/{id}/resetPassword, PUT
 * /backoffice/staffSettings. Every change is in the audit log; an admin cannot change their own role or state.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
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
import { staffOf, staffOnly } from '../auth/staffAuth.ts';
import { isTwoFactorRequired, setTwoFactorRequired } from '../auth/twoFactor.ts';
import { createUser, UserInputError } from '../auth/users.ts';
import { changeUser, findUserRow, listUsers, oneTimePassword, resetPassword } from './queries.ts';

const config = { roles: ADMIN_ONLY };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const schemaOf = (summary: string) => ({ tags: ['backoffice'], summary });

export async function userRoutes(app: FastifyInstance): Promise<void> {
  staffOnly(app);
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/backoffice/users',
    {
      config,
      schema: {
        ...schemaOf('Every staff user and the two-factor setting'),
        response: { 200: StaffUsers, ...errors },
      },
    },
    async () => ({ users: await listUsers(app.db), requireTwoFactor: await isTwoFactorRequired(app.db) }),
  );

  typed.post(
    '/backoffice/users',
    {
      config,
      schema: {
        ...schemaOf('Invite a user: the account and a one-time password, shown this once'),
        body: UserInvite,
        response: { 200: UserWithPassword, ...errors },
      },
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
      schema: {
        ...schemaOf("Change a user's role or deactivate (their tokens stop working) / reactivate them"),
        params: IdParams,
        body: UserChange,
        response: { 200: StaffUserRow, ...errors },
      },
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
      schema: {
        ...schemaOf('A new one-time password for a user (shown this once); their tokens stop working'),
        params: IdParams,
        response: { 200: UserWithPassword, ...errors },
      },
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
      schema: {
        ...schemaOf('Require two-factor login of every staff user (one without enrols at the next login)'),
        body: StaffSettings,
        response: { 200: StaffSettings, ...errors },
      },
    },
    async (request) => {
      await setTwoFactorRequired(app.db, request.body.requireTwoFactor);
      return { requireTwoFactor: await isTwoFactorRequired(app.db) };
    },
  );
}
