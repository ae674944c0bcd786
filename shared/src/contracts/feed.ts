import { z } from '../zod';
import { catalogueSkill } from '../catalogues/skills';
import { EXPERIENCE_LEVELS } from './constants';
import { publicUser, trustSignals } from './users';

export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;

const csv = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

// Examples sit on the input string: the document describes what is sent, not what it becomes.
const skillsParam = z
  .string()
  .max(2_000)
  .meta({ examples: ['REACT.JS', 'python,pytorch'] })
  .transform((value, ctx) => {
    const skills: string[] = [];
    for (const name of csv(value)) {
      const skill = catalogueSkill(name);
      if (!skill) {
        ctx.addIssue({ code: 'custom', message: `Unknown skill: ${name.slice(0, 40)}` });
        return z.NEVER;
      }
      if (!skills.includes(skill)) skills.push(skill);
    }
    return skills;
  })
  .meta({ description: 'Comma-separated catalogue skills; a card matches when any skill contains or is contained in one of them' });

const yearsParam = z
  .string()
  .max(200)
  .meta({ examples: ['2026', '2025,2027'] })
  .transform((value, ctx) => {
    const years = new Set<number>();
    for (const part of csv(value)) {
      const year = Number(part);
      if (!/^\d{4}$/.test(part) || year < 1950 || year > 2100) {
        ctx.addIssue({ code: 'custom', message: 'Graduation years must be four-digit years' });
        return z.NEVER;
      }
      years.add(year);
    }
    return [...years].sort((a, b) => a - b);
  })
  .meta({ description: 'Comma-separated graduation years' });

const LIMIT_MESSAGE = `Limit must be a number from 1 to ${FEED_PAGE_MAX}`;

/** GET /feed query string. */
export const feedQuery = z.object({
  skills: skillsParam.optional(),
  experience: z.enum(EXPERIENCE_LEVELS, 'Experience must be beginner, intermediate or experienced').optional(),
  gradYears: yearsParam.optional(),
  cursor: z.string().max(1_000).optional().meta({ description: 'nextCursor of the previous page' }),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .meta({ examples: ['20'] })
    .transform(Number)
    .refine((n) => n >= 1 && n <= FEED_PAGE_MAX, LIMIT_MESSAGE)
    .optional()
    .meta({ description: `Cards per page, 1 to ${FEED_PAGE_MAX} (default ${FEED_PAGE_DEFAULT})` }),
  eventId: z
    .uuid('Event ids are UUIDs')
    .optional()
    .meta({ description: "Only people going to this event, those looking for a team first (404 EVENT_NOT_FOUND for an event the viewer cannot see)" }),
});

export const feedUser = publicUser
  .extend({
    hackathonCount: z.number().int(),
    reasons: z
      .array(z.string())
      .meta({ description: 'The one or two strongest reasons to meet them, e.g. "Designer — a role you lack", "3 shared skills"' }),
    ...trustSignals.shape,
  })
  .meta({ id: 'FeedUser' });
export type FeedUser = z.infer<typeof feedUser>;

export const feedPage = z.object({
  feedData: z.array(feedUser),
  nextCursor: z.string().nullable(),
  event: z
    .object({ id: z.uuid(), name: z.string() })
    .optional()
    .meta({ description: 'The event the deck is restricted to (with eventId only)' }),
});
export type FeedPage = z.infer<typeof feedPage>;
