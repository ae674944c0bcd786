import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import { unauthorized } from '../lib/http-errors';
import { globalPlugin } from '../lib/plugin';
import { TtlCache } from '../lib/ttl-cache';
import type { ClusterTopics } from './cluster-bus';
import { firebasePlugin } from './firebase';
import { mailPlugin } from './mail';
import { pruneEndedAuthRows } from '../modules/auth/prune';
import { SESSION_TTL_MS, findActiveSession, revokeSession, startSession, type ActiveSession, type SessionRef } from '../modules/auth/sessions';

export const SESSION_COOKIE = 'token';

export interface AuthUser {
  id: string;
  sessionId: string;
}

export type SessionsRevokedEvent = ClusterTopics['sessions-revoked'];

// Every authenticated request asks "is this session still on?". The answer is kept briefly per
// token (SESSION_CACHE_SECONDS); logout and reset drop it at once in every process (cluster bus).
const SESSION_CACHE_ENTRIES = 50_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

interface AuthState {
  secret: string;
  /** Public address of the web app, for links in mails. */
  appUrl: string;
  /** Secure cookies even over plain http (APP_URL is https behind a proxy that says otherwise). */
  alwaysSecure: boolean;
  sessions: TtlCache<ActiveSession>;
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

/**
 * Sessions for HTTP (cookie) and, through the exported helpers, for Socket.IO handshakes.
 * Also brings what the auth routes need: the mailer and the Google token verifier.
 */
export const authPlugin = globalPlugin<{ config: Config }>('hackmate-auth', async (app, { config }) => {
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  await app.register(firebasePlugin, { ...config.firebase, isProduction: config.isProduction });
  const sessions = new TtlCache<ActiveSession>(config.sessionCacheMs, SESSION_CACHE_ENTRIES);
  app.decorate('hackmateAuth', { secret: config.jwtSecret, appUrl: config.appUrl, alwaysSecure: config.appUrl.startsWith('https:'), sessions });
  app.bus.subscribe('sessions-revoked', ({ userId, sessionIds }) => {
    sessions.invalidateGroup(userId, (s) => sessionIds === 'all' || sessionIds.includes(s.sessionId));
  });

  // Ended sessions and reset links would otherwise pile up forever.
  const prune = () =>
    pruneEndedAuthRows(app.db).then(
      (removed) => app.log.debug(removed, 'pruned ended sessions and reset links'),
      (err: unknown) => app.log.warn({ err }, 'pruning ended sessions failed; will retry'),
    );
  let pruning: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void prune();
    pruning = setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(pruning));
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
  const { sessions, secret } = app.hackmateAuth;
  const known = sessions.get(token);
  // Entries never outlive their session: set below with the time it has left.
  if (known) return { userId: known.userId, sessionId: known.sessionId };
  const version = sessions.version();
  const session = await findActiveSession(app.db, secret, token);
  if (!session) return null;
  sessions.set(token, session.userId, session, version, session.expiresAt - Date.now());
  return { userId: session.userId, sessionId: session.sessionId };
}

/** The session token from a raw `Cookie` header (Socket.IO handshakes). */
export function readSessionCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return fastifyCookie.parse(cookieHeader)[SESSION_COOKIE] || null;
}

/** Subscribe to revocations (logout, password reset) to drop live connections; returns an unsubscribe. */
export function onSessionsRevoked(app: FastifyInstance, listener: (e: SessionsRevokedEvent) => void): () => void {
  return app.bus.subscribe('sessions-revoked', listener);
}

/** Tells subscribers (live sockets) that sessions ended; call it after the change is committed. */
export function announceSessionsRevoked(app: FastifyInstance, event: SessionsRevokedEvent): void {
  app.bus.publish('sessions-revoked', event);
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
