/**
 * Door of the notifications module, what other code may use of it (ARCHITECTURE.md).
 * E-mail notifications as others raise them: putting a notice in the outbox (`enqueue`,
 * `enqueueFrom` inside a statement), and a user's settings and unsubscribes read for export or forgotten on
 * deletion; one run of the worker and its retry delays, for the push tests. The job and routes
 * stay inside. `recordReturn`: the activity recorder says who came back (the matching report).
 */
export { enqueue, enqueueFrom } from './outbox';
export { recordReturn } from './outcomes';
export { forgetNotifications, getSettings, unsubscribesOf } from './preferences';
export { backoffMs, runNotifications, type WorkerOptions } from './worker';
