/**
 * Door of the health module, what other code may use of it (ARCHITECTURE.md).
 * Health and readiness serve their routes only: nothing here is for other modules.
 */
export {};
