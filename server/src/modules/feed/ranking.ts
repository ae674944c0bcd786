import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * How a candidate is scored for the viewer (higher first; ties broken by id):
 *   10 per shared skill (same skill, any case)
 *  + 8 when they cover a kind of work the viewer's skills don't (db/skill-roles.ts, stored as
 *      users.role_mask), provided the viewer has some role at all
 *  + 6 / 4 / 2 for graduating the same year / one / two years apart (0 when either is unknown)
 *  + 0…5 for profile completeness (5 − profile_gaps)
 * Everything is computed in SQL so pages can be cut with a keyset on (score, id).
 */
export const WEIGHTS = { sharedSkill: 10, complement: 8, sameYear: 6, yearStep: 2, completeness: 1 } as const;

/** The viewer's own row, read once per query as a CTE. */
export function viewerCte(db: Db, viewerId: string) {
  return db.$with('viewer').as(
    db
      .select({
        skills: sql<string[]>`${users.skillsLower}`.as('viewer_skills'),
        year: sql<number | null>`${users.gradYear}`.as('viewer_year'),
        roles: sql<number>`${users.roleMask}`.as('viewer_roles'),
      })
      .from(users)
      .where(eq(users.id, viewerId)),
  );
}

export type ViewerCte = ReturnType<typeof viewerCte>;

export interface ScoreParts {
  shared: SQL.Aliased<number>;
  complement: SQL.Aliased<number>;
  yearGap: SQL.Aliased<number | null>;
  /** For WHERE (the keyset); ORDER BY uses the `score` output column instead of recomputing it. */
  score: SQL<number>;
}

/** The score expressions for candidate rows of `users` cross-joined with the viewer CTE. */
export function scoreParts(viewer: ViewerCte): ScoreParts {
  const shared = sql<number>`(select count(*) from unnest(${users.skillsLower}) as cand(skill) where cand.skill = any(${viewer.skills}))::int`;
  // They cover a role the viewer doesn't, and the viewer has some role at all (else everyone would).
  const complement = sql<number>`(case when ${viewer.roles} <> 0 and (${users.roleMask} & ~${viewer.roles}) <> 0 then 1 else 0 end)`;
  const yearGap = sql<number | null>`abs(${users.gradYear} - ${viewer.year})`;
  const w = (n: number) => sql.raw(String(n));
  const yearPoints = sql`coalesce(greatest(0, ${w(WEIGHTS.sameYear)} - ${w(WEIGHTS.yearStep)} * ${yearGap}), 0)`;
  const score = sql<number>`(${w(WEIGHTS.sharedSkill)} * ${shared} + ${w(WEIGHTS.complement)} * ${complement} + ${yearPoints} + ${w(WEIGHTS.completeness)} * (5 - ${users.profileGaps}))`;
  return { shared: shared.as('shared'), complement: complement.as('complement'), yearGap: yearGap.as('year_gap'), score };
}

/** The one line on a card saying why this person is suggested: the strongest part of the score. */
export function reasonFor(parts: { shared: number; complement: number; yearGap: number | null; profileGaps: number }): string {
  if (parts.shared > 0) return parts.shared === 1 ? '1 shared skill' : `${parts.shared} shared skills`;
  if (parts.complement) return 'Complements your skills';
  if (parts.yearGap === 0) return 'Graduates the same year';
  if (parts.yearGap === 1) return 'Graduates a year apart';
  if (parts.profileGaps === 0) return 'Complete profile';
  return 'Someone new to meet';
}
