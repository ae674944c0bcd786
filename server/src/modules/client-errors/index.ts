/**
 * Door of the client-errors module, what other code may use of it (ARCHITECTURE.md).
 * Client error reports serve their route only: nothing here is for other modules.
 */
export {};
