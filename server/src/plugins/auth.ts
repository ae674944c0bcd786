import fastifyCookie from '@fastify/cookie';
import { errorBody } from '@hackmate/shared/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import { tooManyRequests, unauthorized } from '../lib/http-errors';
import { globalPlugin } from '../lib/plugin';
import { TtlCache } from '../lib/ttl-cache';
import type { ClusterTopics } from './cluster-bus';

export const SESSION_COOKIE = 'token';

export interface AuthUser {
  id: string;
  sessionId: string;
}

export interface ActiveSession {
  userId: string;
  sessionId: string;
  /** Epoch ms after which the session is over even if nobody revokes it. */
  expiresAt: number;
}

/** Looks a cookie's token up in the session store: null when forged, expired or revoked. */
export type SessionLookup = (token: string) => Promise<ActiveSession | null>;

export type SessionsRevokedEvent = ClusterTopics['sessions-revoked'];

// Every authenticated request asks "is this session still on?". The answer is kept briefly per
// token (SESSION_CACHE_SECONDS); logout and reset drop it at once in every process (cluster bus).
// About 900 estimated bytes a session: some 18,000 sessions active within the TTL.
const SESSION_CACHE_BYTES = 16 * 1024 * 1024;

interface SessionGate {
  lookup: SessionLookup;
  cache: TtlCache<ActiveSession>;
  /** Lookups on their way, by token: a burst with one new cookie asks the database once. */
  inFlight: Map<string, Promise<ActiveSession | null>>;
  /** Counts a signed-in request against its user's budget; throws 429 past it. */
  countRequest: (request: FastifyRequest) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the `token` cookie names a valid, unrevoked session; sets `request.user`. */
    authenticate: onRequestAsyncHookHandler;
    sessionGate: SessionGate;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`: read it only in routes of a `sessionScope`. */
    user: AuthUser;
  }
}

/**
 * Who is asking: cookie parsing, the session check (with its short cache, dropped everywhere on
 * revocation) and `app.authenticate`. Where sessions are stored is the auth module's business; it
 * is handed in as `lookup`.
 */
export interface AuthOptions {
  config: Pick<Config, 'sessionCacheMs' | 'userRequestsPerMinute'>;
  lookup: SessionLookup;
}

export const authPlugin = globalPlugin<AuthOptions>('hackmate-auth', async (app, { config, lookup }) => {
  await app.register(fastifyCookie);
  const cache = new TtlCache<ActiveSession>(config.sessionCacheMs, SESSION_CACHE_BYTES);
  // One budget per user across every signed-in route (and every process, with Redis): a runaway
  // client is refused early and cheaply, so it cannot slow anyone else down.
  const perUser = app.createRateLimit({
    max: Math.max(1, Math.round(config.userRequestsPerMinute * app.rateLimitScale)),
    timeWindow: 60_000,
    keyGenerator: (request) => `user:${request.user.id}`,
    // Redis down: serve rather than refuse everyone (the per-address limits still hold).
    skipOnError: true,
  });
  const countRequest = async (request: FastifyRequest) => {
    const state = await perUser(request);
    if (!state.isAllowed && state.isExceeded) {
      throw tooManyRequests(`Too many requests, please try again in ${state.ttlInSeconds} seconds.`, state.ttlInSeconds);
    }
  };
  app.decorate('sessionGate', { lookup, cache, inFlight: new Map(), countRequest });
  app.bus.subscribe('sessions-revoked', ({ userId, sessionIds }) => {
    cache.invalidateGroup(userId, (s) => sessionIds === 'all' || sessionIds.includes(s.sessionId));
  });
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const session = await verifySessionToken(app, request.cookies[SESSION_COOKIE] ?? '');
    if (!session) throw unauthorized('Please sign in to continue', 'UNAUTHENTICATED');
    request.user = { id: session.userId, sessionId: session.sessionId };
  });
});

/**
 * Registers `routes` where every route needs a signed-in user: the session is checked once per
 * request before anything else (body parsing, validation), the OpenAPI description of each route
 * says so and lists its 401, and no answer is kept by a shared cache (they are all personal).
 */
export function sessionScope<Options extends object>(routes: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      route.schema = { ...schema, security: [{ session: [] }], response: { 401: errorBody, 429: errorBody, ...(schema.response as object | undefined) } };
    });
    scope.addHook('onRequest', scope.authenticate);
    scope.addHook('onRequest', (request) => scope.sessionGate.countRequest(request));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // The scope already carries the prefix it was registered with; passing it on would double it.
    const { prefix: _prefix, ...rest } = options as Options & { prefix?: string };
    await scope.register(routes, rest as Options);
  };
}

/**
 * How long a checked session is kept: never past the session's end, and somewhere between half
 * and all of the cache's TTL. People who arrived together would otherwise come due for their
 * re-check together, every TTL, as one burst on the database; spreading only downwards keeps
 * the bound on how long a revoked session can be missed.
 */
export function sessionCacheTtl(sessionLeftMs: number, cacheTtlMs: number, random: () => number = Math.random): number {
  return Math.min(sessionLeftMs, Math.round(cacheTtlMs * (1 - random() / 2)));
}

/** The session a cookie value names, or null (missing, forged, expired, revoked). */
export async function verifySessionToken(app: FastifyInstance, token: string): Promise<Omit<ActiveSession, 'expiresAt'> | null> {
  if (!token) return null;
  const { cache, lookup, inFlight } = app.sessionGate;
  const known = cache.get(token);
  // Entries never outlive their session: set below with the time it has left.
  if (known) return { userId: known.userId, sessionId: known.sessionId };
  let pending = inFlight.get(token);
  if (!pending) {
    const version = cache.version();
    pending = lookup(token).then((session) => {
      if (session) cache.set(token, session.userId, session, version, sessionCacheTtl(session.expiresAt - Date.now(), cache.ttl));
      return session;
    });
    inFlight.set(token, pending);
    void pending.finally(() => inFlight.delete(token)).catch(() => {});
  }
  const session = await pending;
  return session ? { userId: session.userId, sessionId: session.sessionId } : null;
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

/** Tells subscribers (caches, live sockets) that sessions ended; call it after the change is committed. */
export function announceSessionsRevoked(app: FastifyInstance, event: SessionsRevokedEvent): void {
  app.bus.publish('sessions-revoked', event);
}
