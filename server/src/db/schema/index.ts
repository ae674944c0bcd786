/**
 * The whole data model, defined up front so that feature slices add behaviour, not competing
 * migrations; one file per group of tables. Edit there, then run
 * `pnpm --filter @hackmate/server db:generate`.
 * SQL must run on PostgreSQL 15 (production) and PGlite (PostgreSQL 18): no uuidv7().
 */
// `userRef` (a column helper) stays inside the schema folder.
export { users, sessions, passwordResets, projects, hackathons } from './people';
export type { SocialIds, User, NewUser, Session, PasswordReset, Project, Hackathon } from './people';
export * from './social';
export * from './safety';
export * from './events';
export * from './organisers';
export * from './teams';
export * from './auto-team';
export * from './notifications';
