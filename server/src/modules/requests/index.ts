/**
 * Door of the requests module, what other code may use of it (ARCHITECTURE.md).
 * The requests waiting for someone's answer (the inbox lists them beside the other asks); the
 * request routes and the expiry job are registered from ../index.ts and ../jobs.ts.
 */
export { listPending } from './read-service';
