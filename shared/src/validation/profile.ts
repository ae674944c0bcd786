import { z } from '../zod';
import { isCatalogueSkill } from '../catalogues/skills';
import { SOCIAL_PLATFORMS } from '../catalogues/socials';
import { ROLES } from '../catalogues/roles';
import { MESSAGES } from './messages';
import { fullNameSchema, usernameSchema } from './auth';
import { socialLinkMessage, isSocialProfileLink } from './social-links';
import { BIO_MAX, ITEM_TEXT_MAX, ITEM_TITLE_MAX, SOCIAL_ID_MAX, URL_MAX } from './limits';
import { text } from './text';


/** Graduation years people plausibly enter: last century's graduates to students starting now. */
export function gradYearBounds(now = new Date()) {
  return { min: 1950, max: now.getFullYear() + 10 };
}

export const gradYearSchema = z.coerce
  .number({ error: 'Enter a valid graduation year' })
  .int('Enter a valid graduation year')
  .refine((y) => y >= gradYearBounds().min && y <= gradYearBounds().max, 'Enter a valid graduation year');

export const skillsSchema = z
  .array(z.string().meta({ examples: ['REACT.JS', 'PYTHON'] }))
  .max(60)
  .refine((skills) => skills.every(isCatalogueSkill), 'Skills must come from the catalogue')
  .transform((skills) => [...new Set(skills)]);

const socialLink = (p: (typeof SOCIAL_PLATFORMS)[number]) =>
  text({ label: p, max: SOCIAL_ID_MAX, tooLong: `${p} link is too long` }).refine((v) => isSocialProfileLink(p, v), socialLinkMessage(p));

const socialShape = Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, socialLink(p).optional()])) as Record<
  (typeof SOCIAL_PLATFORMS)[number],
  z.ZodOptional<ReturnType<typeof socialLink>>
>;

/** What someone brings to a team, from the fixed list; none chosen means "as my skills say". */
export const rolesSchema = z
  .array(z.enum(ROLES, 'Roles must come from the list'))
  .max(ROLES.length)
  .transform((roles) => ROLES.filter((r) => roles.includes(r)));

/** Only the six platforms; unknown keys are dropped, never stored. */
export const socialIdsSchema = z.object(socialShape);

/** PATCH /profile/edit: only the spec's editable fields; anything else is stripped. */
export const profileEditSchema = z.object({
  fullName: fullNameSchema.optional(),
  userName: usernameSchema.optional(),
  bio: text({ label: 'Bio', max: BIO_MAX, multiline: true }).optional(),
  profileUrl: text({ label: 'Picture URL', max: URL_MAX }).optional(),
  socialIds: socialIdsSchema.optional(),
  skills: skillsSchema.optional(),
  roles: rolesSchema.optional(),
  gradYear: z
    .union([z.literal('').transform(() => null), z.null(), gradYearSchema], { error: 'Enter a valid graduation year' })
    .optional(),
});
export type ProfileEditInput = z.input<typeof profileEditSchema>;

const filled = (label: string, max: number, message: string, multiline = false) =>
  text({ label, max, min: 1, tooShort: message, multiline });

export const projectCreateSchema = z.object({
  title: filled('Title', ITEM_TITLE_MAX, MESSAGES.projectCreateIncomplete),
  description: filled('Description', ITEM_TEXT_MAX, MESSAGES.projectCreateIncomplete, true),
  url: filled('URL', URL_MAX, MESSAGES.projectCreateIncomplete),
});

export const projectUpdateSchema = z.object({
  title: filled('Title', ITEM_TITLE_MAX, MESSAGES.projectUpdateIncomplete),
  description: filled('Description', ITEM_TEXT_MAX, MESSAGES.projectUpdateIncomplete, true),
  url: filled('URL', URL_MAX, MESSAGES.projectUpdateIncomplete),
});

export const hackathonSchema = z.object({
  name: filled('Name', ITEM_TITLE_MAX, MESSAGES.hackathonIncomplete),
  description: filled('Description', ITEM_TEXT_MAX, MESSAGES.hackathonIncomplete, true),
  outcome: text({ label: 'Outcome', max: ITEM_TITLE_MAX }).optional().default(''),
});
