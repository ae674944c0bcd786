/**
 * Door of the metrics module, what other code may use of it (ARCHITECTURE.md).
 * Metrics serve their route only: nothing here is for other modules.
 */
export {};
