/**
 * Door of the notifications module, what other code may use of it (ARCHITECTURE.md).
 * E-mail notifications as others raise them: putting a notice in the outbox (`enqueue`,
 * `enqueueFrom` inside a statement), and a user's settings read for export or forgotten on
 * deletion. The worker, job and routes stay inside.
 */
export { enqueue, enqueueFrom } from './outbox';
export { forgetNotifications, getSettings } from './preferences';
