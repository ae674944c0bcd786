import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db, Queryable } from '../../db/client';
import { sessions } from '../../db/schema';
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

/** The session a token names, if its signature holds and the row is neither revoked nor expired. */
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
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row && row.userId === userId ? { userId, sessionId, expiresAt: row.expiresAt.getTime() } : null;
}

/** Ends one session; true if it was still active. */
export async function revokeSession(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every active session of a user (password reset). */
export async function revokeUserSessions(db: Queryable, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
