import { randomInt } from 'node:crypto';
import { USERNAME_MAX, deriveUsername, type signupSchema } from '@hackmate/shared/validation';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import type { User } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../lib/http-errors';
import type { GoogleVerifier } from '../../plugins/firebase';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, passwordMatches } from './passwords';
import { findUserByEmail, findUserByFirebaseUid, insertUser, linkFirebaseUid, userNameExists } from './repository';
import type { GoogleLoginBody } from '@hackmate/shared/contracts';

export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';
export const USERNAME_TAKEN = 'This username is already taken. Please choose another one.';

// The spec's client maps `error: 'Invalid Credentials'` to its own toast (SPEC §8).
export const invalidCredentials = () => new HttpError(401, 'Invalid Credentials', 'Invalid Credentials');
export const googleDisabled = () => new HttpError(503, 'GOOGLE_DISABLED', 'Google sign-in is not configured on this server');
export const googleRefused = () => new HttpError(401, 'INVALID_GOOGLE_TOKEN', 'Google sign-in could not be verified. Please try again.');

export function assertNotCommon(password: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'VALIDATION', { password: COMMON_PASSWORD_MESSAGE });
}

export async function signUp(db: Db, input: z.output<typeof signupSchema>): Promise<User> {
  assertNotCommon(input.password);
  // Checked first for a clear message; the unique indexes still decide races below.
  // Each with its own code, so the sign-up form puts the message beside its field.
  if (await findUserByEmail(db, input.emailId)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  if (await userNameExists(db, input.userName)) throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(db, { fullName: input.fullName, userName: input.userName, emailId: input.emailId, passwordHash });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw (await findUserByEmail(db, input.emailId)) ? conflict(EMAIL_TAKEN, 'EMAIL_TAKEN') : conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
  }
}

export const accountSuspended = () => new HttpError(403, 'ACCOUNT_SUSPENDED', 'This account is suspended');

/** A suspended account may not sign in; said only to whoever proved they own it. */
function refuseSuspended(user: User): User {
  if (user.suspendedAt) throw accountSuspended();
  return user;
}

/** Unknown e-mail, Google-only account and wrong password all get the same answer in similar time. */
export async function logIn(db: Db, emailId: string, password: string): Promise<User> {
  const user = await findUserByEmail(db, emailId);
  if (!(await passwordMatches(user?.passwordHash, password))) throw invalidCredentials();
  return refuseSuspended(user!);
}

export interface GoogleLoginResult {
  user: User;
  /** False when this sign-in created the account. */
  existing: boolean;
}

/**
 * Only what the verified token says counts (uid, e-mail, name); the body's copies must agree
 * with it or the request is refused, and its suggested username is ignored.
 */
export async function googleLogin(db: Db, verifier: GoogleVerifier | null, body: GoogleLoginBody): Promise<GoogleLoginResult> {
  if (!verifier) throw googleDisabled();
  const identity = body.idToken ? await verifier.verify(body.idToken) : null;
  if (!identity) throw googleRefused();
  if (body.emailId !== undefined && body.emailId.toLowerCase() !== identity.email) throw googleRefused();
  if (body._id !== undefined && body._id !== identity.uid) throw googleRefused();

  const linked = await findUserByFirebaseUid(db, identity.uid);
  if (linked) return { user: refuseSuspended(linked), existing: true };

  const sameEmail = await findUserByEmail(db, identity.email);
  if (sameEmail) {
    refuseSuspended(sameEmail);
    // Google vouches for the address, so it may join the account registered with it,
    // but never take over one already joined to a different Google account.
    const user = sameEmail.firebaseUid ? undefined : await linkFirebaseUid(db, sameEmail.id, identity.uid);
    if (!user) throw conflict('This email is already linked to another Google account.');
    return { user, existing: true };
  }

  const fullName = (identity.name ?? '').trim().slice(0, 80) || identity.email.split('@')[0]!;
  for (let attempt = 0; ; attempt++) {
    const userName = await freeUserName(db, identity.name, identity.email);
    try {
      const user = await insertUser(db, { fullName, userName, emailId: identity.email, firebaseUid: identity.uid, passwordHash: null });
      return { user, existing: false };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
      // A parallel first sign-in with the same token wins; this one becomes a sign-in.
      const raced = await findUserByFirebaseUid(db, identity.uid);
      if (raced) return { user: raced, existing: true };
    }
  }
}

/** SPEC §5: cleaned name (or e-mail local part) plus 0-999, retried until unused. */
async function freeUserName(db: Db, name: string | null, email: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const candidate = deriveUsername(name, email);
    // Past 20 collisions (a very common name) widen the range rather than fail the sign-in.
    const userName = i < 20 ? candidate : `${candidate.slice(0, USERNAME_MAX - 4)}${randomInt(1000, 10_000)}`;
    if (!(await userNameExists(db, userName))) return userName;
  }
  throw conflict('Could not find a free username. Please sign up with e-mail instead.');
}
