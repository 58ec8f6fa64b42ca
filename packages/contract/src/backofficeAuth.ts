/**
 * TypeBox schemas of the login and token-check calls (SPEC §3 "Login payload", §7 Auth), and of two-factor login
 * (decision 048): a login of a user with TOTP answers a challenge, traded with a code for the session.
 */
import { Type, type Static } from 'typebox';

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const STAFF_ROLES = ['admin', 'editor', 'author'] as const;
export const StaffRoleSchema = Type.Enum([...STAFF_ROLES]);
export type StaffRole = Static<typeof StaffRoleSchema>;

export const StaffUserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: StaffRoleSchema,
});

export const LoginResponse = Type.Object({ token: Type.String(), user: StaffUserSchema });
export const VerifyTokenResponse = Type.Object({
  user: StaffUserSchema,
  /** Whether the user logs in with a second factor. */
  twoFactor: Type.Boolean(),
});

/** The password was right and a second factor is needed: `code` asks for one, `enrol` to set TOTP up first. */
export const LoginChallenge = Type.Object({
  twoFactor: Type.Enum(['code', 'enrol']),
  /** Valid 5 minutes, for /auth/login/code or /auth/totp/setup and /auth/totp/confirm. */
  challenge: Type.String(),
});
export type LoginChallenge = Static<typeof LoginChallenge>;
export const LoginAnswer = Type.Union([LoginResponse, LoginChallenge]);
export type LoginAnswer = Static<typeof LoginAnswer>;

const Challenge = Type.String({ minLength: 1, maxLength: 2000 });
/** A 6-digit TOTP code, or a recovery code (xxxxx-xxxxx). */
const Code = Type.String({ minLength: 1, maxLength: 32 });

export const SecondFactorBody = Type.Object(
  { challenge: Challenge, code: Code },
  { additionalProperties: false },
);
export type SecondFactorBody = Static<typeof SecondFactorBody>;

/** With a Bearer token (turning TOTP on) or the `enrol` challenge of a login. */
export const TotpSetupBody = Type.Object(
  { challenge: Type.Optional(Challenge) },
  { additionalProperties: false },
);
export type TotpSetupBody = Static<typeof TotpSetupBody>;
export const TotpSetup = Type.Object({
  /** Base32, for typing into an authenticator app. */
  secret: Type.String(),
  /** otpauth://totp/… for a QR code. */
  otpauthUri: Type.String(),
});
export type TotpSetup = Static<typeof TotpSetup>;

export const TotpConfirmBody = Type.Object(
  { code: Code, challenge: Type.Optional(Challenge) },
  { additionalProperties: false },
);
export type TotpConfirmBody = Static<typeof TotpConfirmBody>;
export const TotpEnabled = Type.Object({
  /** Ten one-time codes, shown this once. */
  recoveryCodes: Type.Array(Type.String()),
  /** The session, when the setup finished a login. */
  session: Type.Optional(LoginResponse),
});
export type TotpEnabled = Static<typeof TotpEnabled>;

export const TotpDisableBody = Type.Object({ code: Code }, { additionalProperties: false });
export type TotpDisableBody = Static<typeof TotpDisableBody>;
export const TotpDisabled = Type.Object({ twoFactor: Type.Literal(false) });

export const AuthError = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
