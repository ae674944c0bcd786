import { z } from '../zod';
import { MESSAGES } from './messages';
import { EMAIL_MAX, FULL_NAME_MAX, PASSWORD_MAX, USERNAME_MAX } from './limits';
import { secret, text } from './text';

const requiredText = (label: string, max: number, tooLong?: string) => text({ label, max, min: 1, tooLong });

export const usernameSchema = requiredText('Username', USERNAME_MAX).regex(/^[a-z0-9._]+$/, MESSAGES.usernameRule);

export const emailSchema = requiredText('Email', EMAIL_MAX, MESSAGES.emailRule)
  .pipe(z.email({ error: MESSAGES.emailRule }))
  .transform((v) => v.toLowerCase());

/** 8+ characters with a lowercase letter, an uppercase letter, a digit and a symbol (SPEC §5). */
export const passwordSchema = secret('Password', PASSWORD_MAX).refine((p) => p.length >= 8 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p), MESSAGES.passwordRule);

export const fullNameSchema = requiredText('Full name', FULL_NAME_MAX);

export const signupSchema = z.object({
  fullName: fullNameSchema,
  userName: usernameSchema,
  emailId: emailSchema,
  password: passwordSchema,
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  emailId: requiredText('Email', EMAIL_MAX).transform((v) => v.toLowerCase()),
  password: secret('Password', PASSWORD_MAX),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ emailId: requiredText('Email', EMAIL_MAX).transform((v) => v.toLowerCase()) });
export const resetPasswordSchema = z.object({ password: passwordSchema });

/**
 * The Google-login username rule of SPEC §5: lowercased display name with whitespace and
 * anything outside a-z, 0-9, '.', '_' removed (or the e-mail's local part when nothing is
 * left), plus a random number 0-999.
 */
export function deriveUsername(displayName: string | null | undefined, email: string, random: () => number = Math.random): string {
  const clean = (s: string) => s.toLowerCase().replace(/\s+/g, '').replace(/[^a-z0-9._]/g, '');
  const base = clean(displayName ?? '') || clean(email.split('@')[0] ?? '') || 'dev';
  const suffix = Math.floor(random() * 1000);
  return `${base.slice(0, USERNAME_MAX - 3)}${suffix}`;
}
