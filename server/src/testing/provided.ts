// Values the global setup hands to every test file (vitest `provide`/`inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** TEST_DB=pglite: path of a migrated PGlite `dumpDataDir()` tarball. */
    pgliteSnapshot: string;
    /** TEST_DB=postgres: admin connection, migrated template, and the prefix of per-file databases. */
    postgres: { adminUrl: string; template: string; prefix: string };
  }
}

export {};
