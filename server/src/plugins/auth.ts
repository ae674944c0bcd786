import { EventEmitter } from 'node:events';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import { unauthorized } from '../lib/http-errors';
import { globalPlugin } from '../lib/plugin';
import { firebasePlugin } from './firebase';
import { mailPlugin } from './mail';
import { SESSION_TTL_MS, findActiveSession, revokeSession, startSession, type SessionRef } from '../modules/auth/sessions';

export const SESSION_COOKIE = 'token';

export interface AuthUser {
  id: string;
  sessionId: string;
}

export interface SessionsRevokedEvent {
  userId: string;
  sessionIds: string[] | 'all';
}

interface AuthState {
  secret: string;
  /** Public address of the web app, for links in mails. */
  appUrl: string;
  /** Secure cookies even over plain http (APP_URL is https behind a proxy that says otherwise). */
  alwaysSecure: boolean;
  events: EventEmitter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the `token` cookie names a valid, unrevoked session; sets `request.user`. */
    authenticate: preHandlerAsyncHookHandler;
    hackmateAuth: AuthState;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; read it only in routes that use that preHandler. */
    user: AuthUser;
  }
}

const REVOKED = 'sessions-revoked';

/**
 * Sessions for HTTP (cookie) and, through the exported helpers, for Socket.IO handshakes.
 * Also brings what the auth routes need: the mailer and the Google token verifier.
 */
export const authPlugin = globalPlugin<{ config: Config }>('hackmate-auth', async (app, { config }) => {
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  await app.register(firebasePlugin, { ...config.firebase, isProduction: config.isProduction });
  const events = new EventEmitter();
  // One listener per live socket server is expected; more is not a leak worth a warning.
  events.setMaxListeners(0);
  app.decorate('hackmateAuth', { secret: config.jwtSecret, appUrl: config.appUrl, alwaysSecure: config.appUrl.startsWith('https:'), events });
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const session = await verifySessionToken(app, request.cookies[SESSION_COOKIE] ?? '');
    if (!session) throw unauthorized('Please sign in to continue', 'UNAUTHENTICATED');
    request.user = { id: session.userId, sessionId: session.sessionId };
  });
});

/** The session a cookie value names, or null (missing, forged, expired, revoked). */
export async function verifySessionToken(app: FastifyInstance, token: string): Promise<SessionRef | null> {
  if (!token) return null;
  return findActiveSession(app.db, app.hackmateAuth.secret, token);
}

/** The session token from a raw `Cookie` header (Socket.IO handshakes). */
export function readSessionCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return fastifyCookie.parse(cookieHeader)[SESSION_COOKIE] || null;
}

/** Subscribe to revocations (logout, password reset) to drop live connections; returns an unsubscribe. */
export function onSessionsRevoked(app: FastifyInstance, listener: (e: SessionsRevokedEvent) => void): () => void {
  app.hackmateAuth.events.on(REVOKED, listener);
  return () => app.hackmateAuth.events.off(REVOKED, listener);
}

/** Tells subscribers (live sockets) that sessions ended; call it after the change is committed. */
export function announceSessionsRevoked(app: FastifyInstance, event: SessionsRevokedEvent): void {
  try {
    app.hackmateAuth.events.emit(REVOKED, event);
  } catch (err) {
    // A listener's bug must not turn a successful logout into an error.
    app.log.error({ err }, 'sessions-revoked listener failed');
  }
}

function cookieOptions(app: FastifyInstance, request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: app.hackmateAuth.alwaysSecure || request.protocol === 'https' };
}

/** Starts a session for `userId` and hands its token to the browser in the httpOnly cookie only. */
export async function signInResponse(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const session = await startSession(app.db, app.hackmateAuth.secret, userId, request.headers['user-agent']);
  reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions(app, request), expires: session.expiresAt, maxAge: SESSION_TTL_MS / 1000 });
}

/** Ends the request's session (if any) and clears the cookie. */
export async function signOutResponse(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await verifySessionToken(app, request.cookies[SESSION_COOKIE] ?? '');
  if (session && (await revokeSession(app.db, session.sessionId))) {
    announceSessionsRevoked(app, { userId: session.userId, sessionIds: [session.sessionId] });
  }
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app, request));
}
