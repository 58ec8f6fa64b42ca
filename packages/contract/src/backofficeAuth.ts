/** TypeBox schemas of the login and token-check calls (SPEC §3 "Login payload", §7 Auth). */
import { Type, type Static } from 'typebox';

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const StaffUserSchema = Type.Object({ id: Type.Integer(), email: Type.String() });

export const LoginResponse = Type.Object({ token: Type.String(), user: StaffUserSchema });
export const VerifyTokenResponse = Type.Object({ user: StaffUserSchema });

export const AuthError = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
