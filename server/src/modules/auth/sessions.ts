import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db, Queryable } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { ActiveSession } from '../../plugins/auth';
import { isRowId } from './repository';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ISSUER = 'hackmate';


export interface StartedSession {
  userId: string;
  sessionId: string;
  token: string;
  expiresAt: Date;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * A session is a row (so it can be ended) plus a signed JWT naming it (so a forged or
 * tampered cookie is refused before the database is asked).
 */
export async function startSession(db: Db, secret: string, userId: string, userAgent?: string): Promise<StartedSession> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessions.id });
  const token = await new SignJWT({ sid: row!.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt, userId, sessionId: row!.id };
}

// Suspension revokes every session; this also refuses one started in the moment before it.
const notSuspended = sql`not exists (select 1 from ${users} where ${users.id} = ${sessions.userId} and ${users.suspendedAt} is not null)`;

/** The session a token names, if its signature holds, the row is neither revoked nor expired and its user is not suspended. */
export async function findActiveSession(db: Db, secret: string, token: string): Promise<ActiveSession | null> {
  let sessionId: unknown;
  let userId: string | undefined;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], issuer: ISSUER });
    sessionId = payload.sid;
    userId = payload.sub;
  } catch {
    return null;
  }
  if (typeof sessionId !== 'string' || !userId || !isRowId(sessionId)) return null;
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), notSuspended))
    .limit(1);
  if (!row || row.userId !== userId) return null;
  touchSession(db, sessionId, row.lastUsedAt);
  return { userId, sessionId, expiresAt: row.expiresAt.getTime() };
}

/**
 * Of `sessionIds`, the ones still on (not revoked, not expired, their user not suspended): what
 * live sockets are re-checked against, so a sign-out ends them everywhere even when the message
 * that announces it (Redis) does not arrive.
 */
export async function activeSessionIds(db: Db, sessionIds: string[]): Promise<Set<string>> {
  const ids = sessionIds.filter(isRowId);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), notSuspended));
  return new Set(rows.map((r) => r.id));
}

/** How stale a session's "last used" may get: Settings shows it as approximate. */
export const SESSION_TOUCH_EVERY_MS = 5 * 60_000;

/**
 * Records that a session was used, at most every few minutes (checks are cached in between, and
 * the WHERE makes a write another process just made a no-op). Never delays or fails the request.
 */
function touchSession(db: Db, sessionId: string, lastUsedAt: Date): void {
  const since = new Date(Date.now() - SESSION_TOUCH_EVERY_MS);
  if (lastUsedAt >= since) return;
  db.update(sessions)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, since)))
    // A missed refresh only leaves the list a few minutes staler.
    .catch(() => {});
}

/**
 * Ends one session; true if it was still active. With `ownerId` (Settings signing out one of the
 * list) only that user's live session: someone else's, unknown or already over answers false.
 */
export async function revokeSession(db: Db, sessionId: string, ownerId?: string): Promise<boolean> {
  const owned = ownerId ? and(eq(sessions.userId, ownerId), gt(sessions.expiresAt, new Date()), notSuspended) : undefined;
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), owned))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every active session of a user (password reset), or all but `keep` (password change); the ids ended. */
export async function revokeUserSessions(db: Queryable, userId: string, keep?: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
