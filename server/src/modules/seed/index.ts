/**
 * Door of the seed module, what other code may use of it (ARCHITECTURE.md).
 * Demo data: the users, events and random source the seed script, the benches and tests fill a
 * database with, and seeding the demo on start.
 */
export { randomDemoPassword, seedDemoIfEmpty } from './demo-on-start';
export { prng } from './random';
export type { Random } from './random';
export { seedEvents } from './seed-events';
export { INVITE_ONLY_EVENT } from './seed-invite-event';
export { seedUsers } from './seed-users';
