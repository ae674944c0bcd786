import { z } from '../zod';
import { ROLES } from '../catalogues/roles';
import { COMMITMENTS, TEAM_SIZE_MAX } from './events';
import { publicUser } from './users';

/**
 * Formation by a deadline (organisers only; 404 to anyone else): the rules, and "Form teams now",
 * which runs the solver over everyone still unteamed who opted in to "Match me", shows the
 * proposals, then sends them as auto-team proposals that members confirm as usual.
 */

export const requiredRoles = z
  .partialRecord(z.enum(ROLES), z.number().int().min(1).max(TEAM_SIZE_MAX))
  .meta({ id: 'RequiredRoles', description: 'At least this many members bringing each role per new team, e.g. { design: 1 }' });

/** PUT /events/:eventId/formation: the deadline (teams lock after it; null: never) and the required roles. */
export const formationRulesBody = z.object({
  formationDeadline: z.iso.datetime({ offset: true, message: 'Please give a date and time.' }).nullable().meta({ format: 'date-time' }),
  requiredRoles,
});
export type FormationRulesBody = z.output<typeof formationRulesBody>;
export const formationRules = formationRulesBody.meta({ id: 'FormationRules' });
export type FormationRules = z.infer<typeof formationRules>;
export const formationRulesAnswer = z.object({ data: formationRules }).meta({ id: 'FormationRulesAnswer' });

const proposedMember = z.object({ user: publicUser, role: z.enum(ROLES).nullable() });

/**
 * Why someone stays unplaced (they stay in the pool for the next round): too few others share
 * their commitment to make a team, or the team sizes left no place for them.
 */
export const UNPLACED_REASONS = ['commitment', 'sizes'] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

export const formationPreview = z
  .object({
    pool: z.number().int().meta({ description: 'People unteamed and opted in, not in a live proposal' }),
    teams: z.array(
      z.object({
        members: z.array(proposedMember),
        roles: z.array(z.enum(ROLES)),
        commitment: z.enum(COMMITMENTS),
        meetsRequired: z.boolean(),
      }),
    ),
    fills: z
      .array(z.object({ team: z.object({ _id: z.string(), name: z.string() }), members: z.array(publicUser) }))
      .meta({ description: 'People existing teams would take for their open roles (required ones first)' }),
    unplaced: z.array(z.object({ user: publicUser, commitment: z.enum(COMMITMENTS), reason: z.enum(UNPLACED_REASONS) })),
    requiredRoles,
  })
  .meta({ id: 'FormationPreview' });
export type FormationPreview = z.infer<typeof formationPreview>;
export const formationPreviewAnswer = z.object({ data: formationPreview }).meta({ id: 'FormationPreviewAnswer' });

/** POST /events/:eventId/formation/send: how many proposals went out. */
export const formationSendAnswer = z.object({ data: z.object({ proposed: z.number().int() }) }).meta({ id: 'FormationSendAnswer' });
