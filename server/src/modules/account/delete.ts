import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeleteAccountBody } from '@hackmate/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { announceSessionsRevoked } from '../../plugins/auth';
import { UPLOADS_PATH } from '../../plugins/uploads';
import { userRoom } from '../../realtime/rooms';
import { passwordMatches, googleDisabled } from '../auth';
import { hideUser } from '../safety';
import { DELETED_NAME, findAccount, pictureInUse, tombstoneAccount } from './repository';

/** A Google confirmation counts only this soon after the sign-in that produced it. */
export const GOOGLE_CONFIRM_MAX_AGE_S = 5 * 60;

export const PASSWORD_REQUIRED = 'Enter your password to delete your account.';
export const WRONG_PASSWORD = 'That password is not correct. Your account was not deleted.';
export const GOOGLE_REQUIRED = 'Sign in with Google again to confirm that you want to delete your account.';
export const GOOGLE_REFUSED = 'Google could not confirm that this is your account. Your account was not deleted.';
export const GOOGLE_TOO_OLD = 'That Google sign-in is more than 5 minutes old. Sign in with Google again to confirm.';

/**
 * Proof that the person at the keyboard owns the account, not just its open session: the password,
 * or (accounts without one) a Google sign-in of the same Google account made minutes ago.
 */
async function confirmOwner(app: FastifyInstance, account: User, body: DeleteAccountBody): Promise<void> {
  if (account.passwordHash) {
    if (body.password === undefined) throw badRequest(PASSWORD_REQUIRED, 'VALIDATION', { password: PASSWORD_REQUIRED });
    if (!(await passwordMatches(account.passwordHash, body.password))) throw forbidden(WRONG_PASSWORD, 'WRONG_PASSWORD');
    return;
  }
  if (!body.idToken) throw badRequest(GOOGLE_REQUIRED, 'GOOGLE_CONFIRMATION_REQUIRED');
  if (!app.googleVerifier) throw googleDisabled();
  const identity = await app.googleVerifier.verify(body.idToken);
  if (!identity || !account.firebaseUid || identity.uid !== account.firebaseUid) throw forbidden(GOOGLE_REFUSED, 'GOOGLE_CONFIRMATION_FAILED');
  if (Date.now() / 1000 - identity.authTime > GOOGLE_CONFIRM_MAX_AGE_S) throw forbidden(GOOGLE_TOO_OLD, 'GOOGLE_SIGN_IN_TOO_OLD');
}

/**
 * Deletes the signed-in user's account (README.md "Deleting an account"): one transaction turns it
 * into a tombstone, then everyone is told: the user's sessions and sockets end in every process,
 * the feed forgets them, their connections' lists refresh, and their picture leaves the disk.
 */
export async function deleteAccount(app: FastifyInstance, uploadDir: string, userId: string, body: DeleteAccountBody): Promise<void> {
  const account = await findAccount(app.db, userId);
  if (!account || account.deletedAt) throw notFound('Account not found');
  await confirmOwner(app, account, body);
  const done = await app.db.transaction((tx) => tombstoneAccount(tx, userId));
  // A second, simultaneous deletion finds nothing left to do.
  if (!done) return;

  announceSessionsRevoked(app, { userId, sessionIds: 'all' });
  hideUser(app, userId);
  app.bus.publish('feed-changed', { userIds: [userId, ...done.counterparts] });
  // Their request and connection lists lost this person: the same event a withdrawn request sends.
  for (const other of done.counterparts) {
    app.io.to(userRoom(other)).emit('requestUpdate', { kind: 'withdrawn', person: { _id: userId, fullName: DELETED_NAME } });
  }
  await removePicture(app, uploadDir, userId, done.profileUrl).catch((err: unknown) =>
    app.log.warn({ err, userId }, 'could not remove the picture of a deleted account'),
  );
}

// Names the upload store gives (sha256 of the content): nothing else in the folder is touched.
const UPLOADED_NAME = /^[0-9a-f]{64}\.webp$/;

async function removePicture(app: FastifyInstance, uploadDir: string, userId: string, profileUrl: string): Promise<void> {
  const name = profileUrl.startsWith(`${UPLOADS_PATH}/`) ? profileUrl.slice(UPLOADS_PATH.length + 1) : '';
  if (!UPLOADED_NAME.test(name)) return;
  // Files are named by their content: someone who uploaded the same picture keeps it.
  if (await pictureInUse(app.db, profileUrl, userId)) return;
  await rm(join(uploadDir, name), { force: true });
}
