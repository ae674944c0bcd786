/**
 * A failure the operator can fix (bad env var, unreachable database, port in use).
 * `main.ts` prints only the message for these, because a stack trace would bury the hint.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
