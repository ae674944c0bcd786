import { z } from '../zod';
import { ROLES } from '../catalogues/roles';
import { SOCIAL_PLATFORMS } from '../catalogues/socials';

const socialIdsShape = Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, z.string().optional()])) as Record<
  (typeof SOCIAL_PLATFORMS)[number],
  z.ZodOptional<z.ZodString>
>;
export const socialIds = z.object(socialIdsShape).meta({ id: 'SocialIds' });

/** What any signed-in user may see of another user. Never e-mail or secrets. */
export const publicUser = z
  .object({
    _id: z.string(),
    fullName: z.string(),
    userName: z.string(),
    profileUrl: z.string(),
    bio: z.string(),
    gradYear: z.number().int().nullable(),
    skills: z.array(z.string()),
    roles: z.array(z.enum(ROLES)).meta({ description: 'What they bring to a team: the roles they chose, or else the ones their skills point to' }),
    socialIds,
    deleted: z.literal(true).optional().meta({ description: 'Only on a deleted account ("Deleted user"): show the name without a link to a profile' }),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUser>;

/** The signed-in user as they see themselves: public fields plus their own e-mail. */
export const ownUser = publicUser
  .extend({ emailId: z.string(), chosenRoles: z.array(z.enum(ROLES)).meta({ description: 'The roles they chose (empty: their skills decide)' }) })
  .meta({ id: 'OwnUser' });
export type OwnUser = z.infer<typeof ownUser>;

export const project = z
  .object({ _id: z.string(), title: z.string(), description: z.string(), url: z.string(), techStack: z.string() })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof project>;

export const hackathon = z
  .object({ _id: z.string(), name: z.string(), description: z.string(), outcome: z.string(), date: z.string(), role: z.string() })
  .meta({ id: 'Hackathon' });
export type Hackathon = z.infer<typeof hackathon>;

/**
 * What others may learn of how someone keeps up with people: on their profile and feed card, not
 * on every PublicUser (lists, chat and teams do without).
 */
export const trustSignals = z.object({
  activeAt: z
    .string()
    .nullable()
    .meta({ format: 'date-time', description: 'Their last signed-in activity (a few minutes stale at most); null while they hide their presence' }),
  replyMinutes: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .meta({ description: 'Median minutes to their first reply in conversations opened by the other side in the last 30 days; null with fewer than 3 such replies' }),
  teamUpAgainCount: z.number().int().nonnegative().meta({ description: 'How many times teammates said "Would team up again" about them' }),
});
export type TrustSignals = z.infer<typeof trustSignals>;

const journey = { projects: z.array(project), hackathons: z.array(hackathon) };

export const publicProfile = publicUser
  .extend({ ...journey, ...trustSignals.shape })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfile>;

export const ownProfile = publicUser.extend({ ...journey, emailId: z.string(), chosenRoles: ownUser.shape.chosenRoles }).meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfile>;
