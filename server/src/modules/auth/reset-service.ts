import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Mailer } from '../../plugins/mail';
import { hashPassword } from './passwords';
import { consumePasswordReset, findUserByEmail, insertPasswordReset, isLivePasswordReset, isRowId, retireUserResets, setPasswordHash } from './repository';
import { assertNotCommon } from './service';
import { revokeUserSessions } from './sessions';

export const RESET_TTL_MS = 30 * 60 * 1000;

// The spec's client keys its messages on these exact words (SPEC §8).
export const noSuchUser = () => notFound('User doesnt exist');
export const invalidResetToken = () => new HttpError(400, 'INVALID_TOKEN', 'Failure');

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function resetLink(appUrl: string, userId: string, token: string): string {
  return `${appUrl}/reset-password/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`;
}

/**
 * Mails a single-use link valid for 30 minutes. Only the token's hash is stored, so a copy
 * of the database cannot be turned into working links.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, appUrl: string, emailId: string): Promise<void> {
  const user = await findUserByEmail(db, emailId);
  // Reveals whether an address has an account: the spec's screen says so explicitly
  // ("User with this email doesn't exist"); the route's tight rate limit bounds the probing.
  if (!user) throw noSuchUser();
  const token = randomBytes(32).toString('base64url');
  await insertPasswordReset(db, user.id, hashResetToken(token), new Date(Date.now() + RESET_TTL_MS));
  const link = resetLink(appUrl, user.id, token);
  try {
    await mailer.send({
      to: user.emailId,
      subject: 'Reset your Hackmate password',
      text: `Hi ${user.fullName},\n\nSomeone (hopefully you) asked to reset the password of your Hackmate account.\nChoose a new password here within 30 minutes:\n\n${link}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.\n`,
      html: `<p>Hi ${escapeHtml(user.fullName)},</p><p>Someone (hopefully you) asked to reset the password of your Hackmate account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> within 30 minutes.</p><p>If you did not ask for this, ignore this mail: your password stays as it is.</p>`,
    });
  } catch (err) {
    throw Object.assign(new HttpError(503, 'MAIL_FAILED', 'We could not send the email right now. Please try again later.'), { cause: err });
  }
}

/**
 * Sets the new password if the token belongs to `userId` and is unused and unexpired; then
 * every session of that user ends and every other mailed link dies.
 */
export async function resetPassword(db: Db, userId: string, token: string, password: string): Promise<void> {
  if (!isRowId(userId) || !token) throw invalidResetToken();
  assertNotCommon(password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (!(await consumePasswordReset(tx, userId, hashResetToken(token)))) throw invalidResetToken();
    await setPasswordHash(tx, userId, passwordHash);
    await retireUserResets(tx, userId);
    await revokeUserSessions(tx, userId);
  });
}

/**
 * Whether a reset link would still work, so the page can say so before anyone types a password.
 * Only yes or no: whether the id names an account is not told apart from a wrong token.
 */
export async function isResetLinkLive(db: Db, userId: string, token: string): Promise<boolean> {
  if (!isRowId(userId) || !token) return false;
  return isLivePasswordReset(db, userId, hashResetToken(token));
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
