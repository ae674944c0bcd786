import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, announceSessionsRevoked, verifySessionToken } from '../../plugins/auth';
import { SESSION_TTL_MS, revokeSession, startSession } from './sessions';

export interface CookieSettings {
  secret: string;
  /** Secure cookies even over plain http (APP_URL is https behind a proxy that says otherwise). */
  alwaysSecure: boolean;
}

function cookieOptions(settings: CookieSettings, request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: settings.alwaysSecure || request.protocol === 'https' };
}

/** Starts a session for `userId` and hands its token to the browser in the httpOnly cookie only. */
export async function signInResponse(app: FastifyInstance, settings: CookieSettings, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const session = await startSession(app.db, settings.secret, userId, request.headers['user-agent']);
  reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions(settings, request), expires: session.expiresAt, maxAge: SESSION_TTL_MS / 1000 });
}

/** Ends the request's session (if any) and clears the cookie. */
export async function signOutResponse(app: FastifyInstance, settings: CookieSettings, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await verifySessionToken(app, request.cookies[SESSION_COOKIE] ?? '');
  if (session && (await revokeSession(app.db, session.sessionId))) {
    announceSessionsRevoked(app, { userId: session.userId, sessionIds: [session.sessionId] });
  }
  clearSessionCookie(settings, request, reply);
}

/** Tells the browser to forget the session cookie (its session already ended). */
export function clearSessionCookie(settings: CookieSettings, request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(settings, request));
}
