/** What the site project's global setup hands each test file (vitest `provide` / `inject`). */
export interface RealApiLocation {
  /** The API's origin, e.g. http://127.0.0.1:40123. */
  base: string;
  /** The public basic-auth credentials the server was started with. */
  user: string;
  password: string;
  /** The back-office admin created on its first start. */
  admin: { email: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    realApi: RealApiLocation;
  }
}
