/**
 * The back-office answers core's client types itself (the login and token check, the pickers' lists): their
 * schemas are still the server's (`schemas/backofficeAuth.ts`); derive these from the contract once they move.
 */
export interface StaffUser {
  id: number;
  email: string;
}

/** `POST /auth/login`: the Bearer token and who it belongs to. */
export interface StaffSession {
  token: string;
  user: StaffUser;
}

/** One row of a back-office picker list (`/backoffice/bookmakers`, `/backoffice/authors`). */
export interface StaffListItem {
  id: number;
  name: string;
}
