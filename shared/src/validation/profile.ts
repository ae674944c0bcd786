import { z } from 'zod';
import { isCatalogueSkill } from '../catalogues/skills';
import { SOCIAL_PLATFORMS } from '../catalogues/socials';
import { MESSAGES } from './messages';
import { fullNameSchema, usernameSchema } from './auth';

export const BIO_MAX = 500;
export const URL_MAX = 2048;
export const SOCIAL_ID_MAX = 200;
export const ITEM_TEXT_MAX = 2000;
export const ITEM_TITLE_MAX = 120;

/** Graduation years people plausibly enter: last century's graduates to students starting now. */
export function gradYearBounds(now = new Date()) {
  return { min: 1950, max: now.getFullYear() + 10 };
}

export const gradYearSchema = z.coerce
  .number({ error: 'Enter a valid graduation year' })
  .int('Enter a valid graduation year')
  .refine((y) => y >= gradYearBounds().min && y <= gradYearBounds().max, 'Enter a valid graduation year');

export const skillsSchema = z
  .array(z.string())
  .max(60)
  .refine((skills) => skills.every(isCatalogueSkill), 'Skills must come from the catalogue')
  .transform((skills) => [...new Set(skills)]);

const socialShape = Object.fromEntries(
  SOCIAL_PLATFORMS.map((p) => [p, z.string().trim().max(SOCIAL_ID_MAX, `${p} link is too long`).optional()]),
) as Record<(typeof SOCIAL_PLATFORMS)[number], z.ZodOptional<z.ZodString>>;

/** Only the six platforms; unknown keys are dropped, never stored. */
export const socialIdsSchema = z.object(socialShape);

/** PATCH /profile/edit: only the spec's editable fields; anything else is stripped. */
export const profileEditSchema = z.object({
  fullName: fullNameSchema.optional(),
  userName: usernameSchema.optional(),
  bio: z.string().trim().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`).optional(),
  profileUrl: z.string().trim().max(URL_MAX).optional(),
  socialIds: socialIdsSchema.optional(),
  skills: skillsSchema.optional(),
  gradYear: z
    .union([z.literal('').transform(() => null), z.null(), gradYearSchema], { error: 'Enter a valid graduation year' })
    .optional(),
});
export type ProfileEditInput = z.input<typeof profileEditSchema>;

const filled = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const projectCreateSchema = z.object({
  title: filled(ITEM_TITLE_MAX, MESSAGES.projectCreateIncomplete),
  description: filled(ITEM_TEXT_MAX, MESSAGES.projectCreateIncomplete),
  url: filled(URL_MAX, MESSAGES.projectCreateIncomplete),
});

export const projectUpdateSchema = z.object({
  title: filled(ITEM_TITLE_MAX, MESSAGES.projectUpdateIncomplete),
  description: filled(ITEM_TEXT_MAX, MESSAGES.projectUpdateIncomplete),
  url: filled(URL_MAX, MESSAGES.projectUpdateIncomplete),
});

export const hackathonSchema = z.object({
  name: filled(ITEM_TITLE_MAX, MESSAGES.hackathonIncomplete),
  description: filled(ITEM_TEXT_MAX, MESSAGES.hackathonIncomplete),
  outcome: z.string().trim().max(ITEM_TITLE_MAX).optional().default(''),
});
