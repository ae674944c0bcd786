import { EMAIL_MAX, FULL_NAME_MAX, USERNAME_MAX } from '@hackmate/shared/validation';
import { z } from 'zod';

/**
 * POST /google/login. The spec's fields are accepted but only cross-checked against the
 * verified token; nothing else is stored from them.
 */
export const googleLoginSchema = z.object({
  // Optional here so that a missing token is refused like a forged one (401), not as a 400.
  idToken: z.string().max(8192).optional(),
  _id: z.string().max(128).optional(),
  fullName: z.string().max(FULL_NAME_MAX * 2).optional(),
  emailId: z.string().max(EMAIL_MAX).optional(),
  userName: z.string().max(USERNAME_MAX * 2).optional(),
});
export type GoogleLoginBody = z.output<typeof googleLoginSchema>;

export const resetParamsSchema = z.object({ token: z.string().max(200), id: z.string().max(100) });
