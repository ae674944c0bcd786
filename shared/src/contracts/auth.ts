import { z } from '../zod';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from '../validation/auth';
import { EMAIL_MAX, FULL_NAME_MAX, USERNAME_MAX } from '../validation/limits';
import { secret, text } from '../validation/text';
import { ownUser } from './users';

export const signupBody = signupSchema;
export const loginBody = loginSchema;
export const forgotPasswordBody = forgotPasswordSchema;
export const resetPasswordBody = resetPasswordSchema;
export const resetPasswordParams = z.object({ token: z.string().max(200), id: z.string().max(100) });
/**
 * GET /resetPassword/:token/:id: the same link, checked by the text rule (control characters are
 * refused, naming the part), then answered only with whether it still works.
 */
export const resetLinkParams = z.object({ token: secret('Token', 200), id: secret('Id', 100) });
export const resetLink = z.object({ valid: z.boolean() });
export type ResetLink = z.output<typeof resetLink>;
export const resetLinkAnswer = z.object({ data: resetLink }).meta({ id: 'ResetLinkAnswer' });

/**
 * POST /google/login. The spec's fields are accepted but only cross-checked against the verified
 * Firebase ID token; nothing else is trusted from them. `idToken` is optional here so that a
 * missing token is refused like a forged one (401), not as a 400.
 */
export const googleLoginBody = z.object({
  idToken: z.string().max(8192).optional(),
  _id: text({ label: 'Id', max: 128 }).optional(),
  fullName: text({ label: 'Full name', max: FULL_NAME_MAX * 2 }).optional(),
  emailId: text({ label: 'Email', max: EMAIL_MAX }).optional(),
  userName: text({ label: 'Username', max: USERNAME_MAX * 2 }).optional(),
});
export type GoogleLoginBody = z.output<typeof googleLoginBody>;

/** Sign-up and sign-in answers: the user; the session itself travels only in the httpOnly cookie. */
export const signedInAnswer = z.object({ message: z.string(), user: ownUser });
export const googleSignedInAnswer = z.object({ user: ownUser, existing: z.boolean() });
export type SignedInAnswer = z.infer<typeof signedInAnswer>;
export type GoogleSignedInAnswer = z.infer<typeof googleSignedInAnswer>;

export const checkAuthAnswer = z.object({ status: z.boolean() });
