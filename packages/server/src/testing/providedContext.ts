/** What the server suite's global setup hands each test file (vitest `provide` / `inject`). */
export interface SeededDatabaseLocation {
  kind: 'pglite' | 'postgres';
  /** PGlite: the data-directory dump file. */
  dumpPath?: string;
  /** PostgreSQL: the template database to clone. */
  template?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabaseLocation;
  }
}
