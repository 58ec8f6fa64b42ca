import type {
  LoginAnswer,
  StaffSettings,
  StaffUserRow,
  StaffUsers,
  TotpEnabled,
  TotpSetup,
  UserChange,
  UserInvite,
  UserWithPassword,
} from '@pallone/contract';
import type { Http, RequestOptions } from './createHttp.ts';
import type { StaffSession } from './staffTypes.ts';

export type {
  LoginAnswer,
  LoginChallenge,
  StaffRole,
  StaffSettings,
  StaffUserRow,
  StaffUsers,
  TotpEnabled,
  TotpSetup,
  UserWithPassword,
} from '@pallone/contract';

/**
 * The back-office's account calls (decision 048): the second login step, two-factor enrolment, and the admin's
 * users screen.
 */
export interface StaffAccountMethods {
  /** `POST /auth/login`: the session, or a challenge when a second factor is needed (`code` or `enrol`). */
  login(email: string, password: string, options?: RequestOptions): Promise<LoginAnswer>;
  /** The second login step: the challenge and a TOTP or recovery code. */
  loginWithCode(challenge: string, code: string, options?: RequestOptions): Promise<StaffSession>;
  /** Start TOTP enrolment, signed in or with a login's `enrol` challenge. */
  setUpTotp(challenge?: string, options?: RequestOptions): Promise<TotpSetup>;
  /** Turn TOTP on with a first code: the recovery codes (and the session after a login). */
  confirmTotp(code: string, challenge?: string, options?: RequestOptions): Promise<TotpEnabled>;
  disableTotp(code: string, options?: RequestOptions): Promise<{ twoFactor: false }>;
  getStaffUsers(options?: RequestOptions): Promise<StaffUsers>;
  inviteStaffUser(invite: UserInvite, options?: RequestOptions): Promise<UserWithPassword>;
  changeStaffUser(id: number, change: UserChange, options?: RequestOptions): Promise<StaffUserRow>;
  resetStaffPassword(id: number, options?: RequestOptions): Promise<UserWithPassword>;
  setStaffSettings(settings: StaffSettings, options?: RequestOptions): Promise<StaffSettings>;
}

export function createStaffAccountMethods(http: Http): StaffAccountMethods {
  const open = <T>(path: string, json: unknown, signal: RequestOptions['signal']) =>
    http<T>({ method: 'POST', path, json, signal });
  const staff = <T>(
    path: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    json: unknown,
    options: RequestOptions,
  ) => http<T>({ method, path, json, credentialed: true, signal: options.signal });
  // Enrolment is credentialed when signed in, open with a login's challenge.
  const enrol = <T>(path: string, body: object, challenge: string | undefined, options: RequestOptions) =>
    challenge === undefined
      ? staff<T>(path, 'POST', body, options)
      : open<T>(path, { ...body, challenge }, options.signal);
  return {
    login: (email, password, { signal } = {}) => open('/auth/login', { email, password }, signal),
    loginWithCode: (challenge, code, { signal } = {}) =>
      open('/auth/login/code', { challenge, code }, signal),
    setUpTotp: (challenge, options = {}) => enrol('/auth/totp/setup', {}, challenge, options),
    confirmTotp: (code, challenge, options = {}) => enrol('/auth/totp/confirm', { code }, challenge, options),
    disableTotp: (code, options = {}) => staff('/auth/totp/disable', 'POST', { code }, options),
    getStaffUsers: (options = {}) => staff('/backoffice/users', 'GET', undefined, options),
    inviteStaffUser: (invite, options = {}) => staff('/backoffice/users', 'POST', invite, options),
    changeStaffUser: (id, change, options = {}) => staff(`/backoffice/users/${id}`, 'PATCH', change, options),
    resetStaffPassword: (id, options = {}) =>
      staff(`/backoffice/users/${id}/resetPassword`, 'POST', undefined, options),
    setStaffSettings: (settings, options = {}) =>
      staff('/backoffice/staffSettings', 'PUT', settings, options),
  };
}
