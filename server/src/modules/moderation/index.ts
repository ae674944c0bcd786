/**
 * Door of the moderation module, what other code may use of it (ARCHITECTURE.md).
 * The moderation command line (parse and run a command, its usage text and errors) for the
 * script that runs it; the watch is registered from ../jobs.ts.
 */
export { USAGE, UsageError, parseModerationCommand, runModerationCommand } from './cli';
export { ModerationError } from './service';
