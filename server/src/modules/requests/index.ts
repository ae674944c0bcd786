/**
 * Door of the requests module, what other code may use of it (ARCHITECTURE.md).
 * Telling both sides that what they shared ended (an unmatch, a block); the request routes and
 * the expiry job are registered from ../index.ts and ../jobs.ts.
 */
export { notifyConnectionEnded } from './notify';
