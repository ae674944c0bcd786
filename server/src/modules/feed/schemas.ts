import { z } from 'zod';
import { parse } from '../../lib/http-errors';
import { catalogueSkill } from './skills';

export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'experienced'] as const;
export type Experience = (typeof EXPERIENCE_LEVELS)[number];

const csv = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const skillsParam = z
  .string()
  .max(2_000)
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
  });

const yearsParam = z
  .string()
  .max(200)
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
  });

const feedQuerySchema = z.object({
  skills: skillsParam.optional(),
  experience: z.enum(EXPERIENCE_LEVELS, 'Experience must be beginner, intermediate or experienced').optional(),
  gradYears: yearsParam.optional(),
  cursor: z.string().max(1_000).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `Limit must be a number from 1 to ${FEED_PAGE_MAX}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= FEED_PAGE_MAX, `Limit must be a number from 1 to ${FEED_PAGE_MAX}`)
    .optional(),
});

export interface FeedFilters {
  skills: string[];
  experience: Experience | null;
  gradYears: number[];
}

export interface FeedQuery {
  filters: FeedFilters;
  cursor: string | null;
  limit: number;
}

/** GET /feed query string → normalised filters (catalogue spelling, sorted, deduplicated). */
export function parseFeedQuery(query: unknown): FeedQuery {
  const q = parse(feedQuerySchema, query ?? {});
  return {
    filters: { skills: q.skills ?? [], experience: q.experience ?? null, gradYears: q.gradYears ?? [] },
    cursor: q.cursor || null,
    limit: q.limit ?? FEED_PAGE_DEFAULT,
  };
}
