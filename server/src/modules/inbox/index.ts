/**
 * Door of the inbox module, what other code may use of it (ARCHITECTURE.md).
 * Everything waiting for a person's answer, in one list (the live badge counts it); its route is
 * registered from ../index.ts.
 */
export { inboxFor } from './service';
