import type { AccountSession, ChangePasswordBody } from '@hackmate/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { announceSessionsRevoked, type AuthUser } from '../../plugins/auth';
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  passwordMatches,
  retireUserResets,
  setPasswordHash,
  revokeSession,
  revokeUserSessions,
} from '../auth';
import { browserLabel } from './browser';
import { activeSessions, findAccount } from './repository';

export const SESSION_NOT_FOUND = 'Session not found';
export const NO_PASSWORD = 'Your account signs in with Google, so it has no password to change.';
export const WRONG_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'Choose a new password that differs from your current one.';

/** The sessions still signed in, the one asking marked `current` (in use right now, whatever was stored). */
export async function listSessions(app: FastifyInstance, user: AuthUser): Promise<AccountSession[]> {
  const now = new Date();
  const rows = await activeSessions(app.db, user.id);
  const list = rows.map((row) => {
    const current = row.id === user.sessionId;
    return {
      _id: row.id,
      browser: browserLabel(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: (current ? now : row.lastUsedAt).toISOString(),
      current,
    };
  });
  // The current one moved to "now": keep the newest use first.
  return list.sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/**
 * Signs one of the user's sessions out (its cookie answers 401 at once, its sockets close).
 * Someone else's session or an unknown id is the same 404: nobody learns which ids exist.
 * True when it was the session asking.
 */
export async function signOutSession(app: FastifyInstance, user: AuthUser, sessionId: string): Promise<boolean> {
  if (!(await revokeSession(app.db, sessionId, user.id))) throw notFound(SESSION_NOT_FOUND, 'SESSION_NOT_FOUND');
  announceSessionsRevoked(app, { userId: user.id, sessionIds: [sessionId] });
  return sessionId === user.sessionId;
}

export async function signOutOtherSessions(app: FastifyInstance, user: AuthUser): Promise<void> {
  const ended = await revokeUserSessions(app.db, user.id, user.sessionId);
  if (ended.length > 0) announceSessionsRevoked(app, { userId: user.id, sessionIds: ended });
}

/**
 * Sets a new password after checking the current one. Every other session ends (whoever else
 * knew the old password is out) and mailed reset links die; the session asking stays.
 */
export async function changePassword(app: FastifyInstance, user: AuthUser, body: ChangePasswordBody): Promise<void> {
  const account = await findAccount(app.db, user.id);
  if (!account) throw notFound('Account not found');
  if (!account.passwordHash) throw badRequest(NO_PASSWORD, 'NO_PASSWORD');
  if (!(await passwordMatches(account.passwordHash, body.currentPassword))) throw forbidden(WRONG_PASSWORD, 'WRONG_PASSWORD');
  if (isCommonPassword(body.newPassword)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'VALIDATION', { newPassword: COMMON_PASSWORD_MESSAGE });
  if (body.newPassword === body.currentPassword) throw badRequest(SAME_PASSWORD, 'VALIDATION', { newPassword: SAME_PASSWORD });
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await app.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await retireUserResets(tx, user.id);
    return revokeUserSessions(tx, user.id, user.sessionId);
  });
  if (ended.length > 0) announceSessionsRevoked(app, { userId: user.id, sessionIds: ended });
}
