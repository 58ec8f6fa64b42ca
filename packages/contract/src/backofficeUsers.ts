/** TypeBox schemas of the admin's users screen (decision 048): list, invite, change role, deactivate, reset. */
import { Type, type Static } from 'typebox';
import { StaffRoleSchema } from './backofficeAuth.ts';

export const StaffUserRow = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: StaffRoleSchema,
  active: Type.Boolean(),
  twoFactor: Type.Boolean(),
  createdAt: Type.String(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
});
export type StaffUserRow = Static<typeof StaffUserRow>;

export const StaffUsers = Type.Object({
  users: Type.Array(StaffUserRow),
  /** Every staff member must log in with a second factor. */
  requireTwoFactor: Type.Boolean(),
});
export type StaffUsers = Static<typeof StaffUsers>;

export const UserInvite = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254 }), role: StaffRoleSchema },
  { additionalProperties: false },
);
export type UserInvite = Static<typeof UserInvite>;

export const UserChange = Type.Object(
  { role: Type.Optional(StaffRoleSchema), active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type UserChange = Static<typeof UserChange>;

/** A new or reset account and its one-time password, shown to the admin once (no email is sent). */
export const UserWithPassword = Type.Object({ user: StaffUserRow, password: Type.String() });
export type UserWithPassword = Static<typeof UserWithPassword>;

export const StaffSettings = Type.Object(
  { requireTwoFactor: Type.Boolean() },
  { additionalProperties: false },
);
export type StaffSettings = Static<typeof StaffSettings>;
