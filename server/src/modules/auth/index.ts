/**
 * Door of the auth module, what other code may use of it (ARCHITECTURE.md).
 * What the rest of the server may use of sign-in: password hashing and the common-password
 * check, the session store (start, find, revoke), the password-reset request, and clearing the
 * session cookie. The Google and reset flows and the login guard stay inside.
 */
export { clearSessionCookie } from './cookie-session';
export type { CookieSettings } from './cookie-session';
export { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, passwordMatches } from './passwords';
export { retireUserResets, setPasswordHash } from './repository';
export { requestPasswordReset } from './reset-service';
export { googleDisabled } from './service';
export { SESSION_TOUCH_EVERY_MS, activeSessionIds, findActiveSession, revokeSession, revokeUserSessions, startSession } from './sessions';
