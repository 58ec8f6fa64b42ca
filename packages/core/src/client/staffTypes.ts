/** The back-office answers core's client types itself (the login and token check, the pickers' lists). */
import type { BackofficeNamedRefs, LoginResponse, StaffUserSchema, Static } from '@pallone/contract';

export type StaffUser = Static<typeof StaffUserSchema>;

/** `POST /auth/login`: the Bearer token and who it belongs to. */
export type StaffSession = Static<typeof LoginResponse>;

/** One row of a back-office picker list (`/backoffice/bookmakers`, `/backoffice/authors`). */
export type StaffListItem = Static<typeof BackofficeNamedRefs>[number];
