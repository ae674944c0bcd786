import { z } from '../zod';
import { uuid } from './common';
import { COMMITMENTS, lookingPost } from './events';
import { role } from './team-fields';
import { publicUser } from './users';

/** Finding people for a team among those looking at its event, and saying "Would team up again" after it. */

export const TEAM_CANDIDATES_PAGE_DEFAULT = 20;
export const TEAM_CANDIDATES_PAGE_MAX = 50;
/** The widest time-zone filter: 12 h is the far side of the dial, so it keeps everyone. */
export const MAX_HOURS_APART = 12;

const LIMIT_MESSAGE = `Limit must be a number from 1 to ${TEAM_CANDIDATES_PAGE_MAX}.`;
const HOURS_MESSAGE = `Hours apart must be a whole number from 0 to ${MAX_HOURS_APART}.`;

/** GET /teams/:teamId/candidates (members only): must-have filters and the page. */
export const teamCandidatesQuery = z.object({
  role: role.optional().meta({ description: 'Only people who bring this role' }),
  commitment: z.enum(COMMITMENTS, 'Commitment must be casual, serious or to-win.').optional(),
  maxHoursApart: z.coerce
    .number(HOURS_MESSAGE)
    .int(HOURS_MESSAGE)
    .min(0, HOURS_MESSAGE)
    .max(MAX_HOURS_APART, HOURS_MESSAGE)
    .optional()
    .meta({ description: "Only people at most this many hours on the clock from every member with a time zone (each post's zone at the event's start)" }),
  cursor: z.string().max(500).optional().meta({ description: 'nextCursor of the previous page (with the same filters)' }),
  limit: z.coerce
    .number(LIMIT_MESSAGE)
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(TEAM_CANDIDATES_PAGE_MAX, LIMIT_MESSAGE)
    .default(TEAM_CANDIDATES_PAGE_DEFAULT)
    .meta({ description: `People per page, 1 to ${TEAM_CANDIDATES_PAGE_MAX}` }),
});
export type TeamCandidatesQuery = z.output<typeof teamCandidatesQuery>;

export const teamCandidate = z
  .object({
    user: publicUser,
    post: lookingPost,
    reasons: z
      .array(z.string())
      .meta({ description: 'The one or two strongest reasons to invite them, e.g. "Backend developer — an open role", "2 h from your team"' }),
    hoursApart: z
      .number()
      .nullable()
      .meta({ description: "Hours on the clock to the team's farthest member at the event's start; null when no member has a time zone" }),
  })
  .meta({ id: 'TeamCandidate' });
export type TeamCandidate = z.infer<typeof teamCandidate>;

/** People looking at the team's event, best fit for its gaps first; follow nextCursor (null at the end). */
export const teamCandidatePage = z
  .object({ data: z.array(teamCandidate), nextCursor: z.string().nullable() })
  .meta({ id: 'TeamCandidatePage' });
export type TeamCandidatePage = z.infer<typeof teamCandidatePage>;

/** POST /teams/:teamId/passes (owner): not interested in this person; they are not suggested to the team again. */
export const teamPassBody = z.object({ userId: uuid });

/**
 * POST /teams/:teamId/vouches: after the event ended, a member says "Would team up again" about a
 * teammate; once per teammate per event, positive only (nothing to take back or rate).
 */
export const vouchBody = z.object({ userId: uuid });
export const vouch = z
  .object({ eventId: z.string(), teamId: z.string(), userId: z.string().meta({ description: 'The teammate' }), createdAt: z.string().meta({ format: 'date-time' }) })
  .meta({ id: 'Vouch' });
export type Vouch = z.infer<typeof vouch>;
export const vouchAnswer = z.object({ data: vouch }).meta({ id: 'VouchAnswer' });

