/**
 * Door of the push module, what other code may use of it (ARCHITECTURE.md).
 * Sending a web push and the browsers subscribed to it, for the notifications worker (push is its
 * second channel); the subscription routes are registered from ../index.ts.
 */
export { forgetSubscription, subscriptionsOf } from './repository';
export { createPushSender, PushError, type PushSender } from './sender';
