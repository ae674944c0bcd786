/**
 * Door of the avatars module, what other code may use of it (ARCHITECTURE.md).
 * The initials picture a seeded account gets; the picture routes are registered from ../index.ts.
 */
export { initialsAvatarUrl } from './initials-avatar';
