/**
 * Door of the reports module, what other code may use of it (ARCHITECTURE.md).
 * Reports serve their routes only: nothing here is for other modules.
 */
export {};
