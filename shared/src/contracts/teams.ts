import { z } from '../zod';
import { ROLES } from '../catalogues/roles';
import { text } from '../validation/text';
import { idParam, uuid } from './common';
import { TEAM_SIZE_MAX } from './events';
import { role } from './team-fields';
import { publicUser } from './users';

/**
 * Hackathon teams: teams with open roles at an event (./events.ts), and the invites and join
 * requests between them. Teams are public to every signed-in user; who asked whom is private to
 * the two sides.
 */

export const TEAM_NAME_MAX = 60;
export const TEAM_IDEA_MAX = 1000;
export const JOIN_MESSAGE_MAX = 300;

/** invite: a team's owner asks a looking person; join: a looking person asks a team. */
export const TEAM_REQUEST_KINDS = ['invite', 'join'] as const;
export type TeamRequestKind = (typeof TEAM_REQUEST_KINDS)[number];

/** pending until answered; expired after 7 days unanswered; cancelled when it can no longer be met (the person joined another team, the team filled, the event ended). */
export const TEAM_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired', 'cancelled'] as const;
export type TeamRequestStatus = (typeof TEAM_REQUEST_STATUSES)[number];

/** What the other side may answer: accepted / declined by the receiver, withdrawn by the sender. */
export const TEAM_REQUEST_ANSWERS = ['accepted', 'declined', 'withdrawn'] as const;
export type TeamRequestAnswer = (typeof TEAM_REQUEST_ANSWERS)[number];

export const openRole = z.object({ role, count: z.number().int().min(1).max(TEAM_SIZE_MAX - 1) }).meta({ id: 'OpenRole' });
export type OpenRole = z.infer<typeof openRole>;

const openRoles = z
  .array(openRole)
  .max(ROLES.length)
  .refine((list) => new Set(list.map((r) => r.role)).size === list.length, 'Each role once, with how many people you need.');

/** POST /events/:eventId/teams; the creator becomes its owner and first member. */
export const createTeamBody = z.object({
  name: text({ label: 'Team name', max: TEAM_NAME_MAX, min: 2 }),
  idea: text({ label: 'Idea', max: TEAM_IDEA_MAX, multiline: true }).optional(),
  openRoles,
  myRole: role.optional().meta({ description: 'The role the creator fills' }),
});
export type CreateTeamBody = z.output<typeof createTeamBody>;

/** PATCH /teams/:teamId, owner only: any of name, idea, open roles. */
export const updateTeamBody = z.object({
  name: createTeamBody.shape.name.optional(),
  idea: createTeamBody.shape.idea,
  openRoles: openRoles.optional(),
});
export type UpdateTeamBody = z.output<typeof updateTeamBody>;

export const teamParams = z.object({ teamId: idParam('The team id') });
export const teamMemberParams = z.object({ teamId: idParam('The team id'), userId: idParam('The member') });

export const teamMember = z
  .object({
    user: publicUser,
    role: z.enum(ROLES).nullable().meta({ description: 'The role they fill in this team' }),
    owner: z.boolean(),
    joinedAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMember>;

export const teamSummary = z
  .object({
    _id: z.string(),
    eventId: z.string(),
    eventName: z.string(),
    name: z.string(),
    idea: z.string(),
    memberCount: z.number().int(),
    maxSize: z.number().int(),
    openRoles: z.array(openRole).meta({ description: 'Roles still wanted; empty once the team is full' }),
    full: z.boolean(),
  })
  .meta({ id: 'TeamSummary' });
export type TeamSummary = z.infer<typeof teamSummary>;

export const teamRequest = z
  .object({
    _id: z.string(),
    kind: z.enum(TEAM_REQUEST_KINDS),
    status: z.enum(TEAM_REQUEST_STATUSES),
    team: teamSummary,
    /** The looking person: the one invited (invite) or the one asking to join (join). */
    person: publicUser,
    role: z.enum(ROLES).nullable(),
    message: z.string(),
    createdAt: z.string().meta({ format: 'date-time' }),
    expiresAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'TeamRequest' });
export type TeamRequest = z.infer<typeof teamRequest>;

/** How the caller stands to a team: what the page offers them. */
export const TEAM_RELATIONS = ['owner', 'member', 'invited', 'requested', 'none'] as const;
export type TeamRelation = (typeof TEAM_RELATIONS)[number];

export const teamDetail = teamSummary
  .extend({
    members: z.array(teamMember),
    me: z.object({
      relation: z.enum(TEAM_RELATIONS),
      requestId: z.string().nullable().meta({ description: 'My pending invite (invited) or join request (requested)' }),
      vouchedFor: z
        .array(z.string())
        .meta({ description: 'Members I said "Would team up again" about at this event (empty unless I am a member)' }),
    }),
    pending: z
      .array(teamRequest)
      .nullable()
      .meta({ description: 'Open invites and join requests: to the owner only, null for everyone else' }),
  })
  .meta({ id: 'TeamDetail' });
export type TeamDetail = z.infer<typeof teamDetail>;
export const teamAnswer = z.object({ data: teamDetail }).meta({ id: 'TeamAnswer' });
export const teamList = z.object({ data: z.array(teamSummary) }).meta({ id: 'TeamList' });
export type TeamList = z.infer<typeof teamList>;

/** POST /teams/:teamId/invites (owner): invite a person going and looking at the event. */
export const inviteBody = z.object({ userId: uuid, role: role.optional(), message: text({ label: 'Message', max: JOIN_MESSAGE_MAX }).optional() });
/** POST /teams/:teamId/join-requests: ask to join, for one of its open roles. */
export const joinRequestBody = z.object({ role: role.optional(), message: text({ label: 'Message', max: JOIN_MESSAGE_MAX }).optional() });

export const teamRequestParams = z.object({
  requestId: idParam('The invite or join request'),
  answer: z.enum(TEAM_REQUEST_ANSWERS, 'Answer must be accepted, declined or withdrawn.'),
});
export const teamRequestAnswer = z.object({ data: teamRequest }).meta({ id: 'TeamRequestAnswer' });

/**
 * GET /teams/requests: what waits for me (invites to me, join requests to teams I own), pending
 * only, and what I sent: pending, then those that expired unanswered in the last 7 days.
 */
export const teamRequestInbox = z
  .object({
    received: z.array(teamRequest),
    sent: z.array(teamRequest).meta({ description: 'Pending first; then status expired, for 7 days after expiring (unless asked again)' }),
  })
  .meta({ id: 'TeamRequestInbox' });
export type TeamRequestInbox = z.infer<typeof teamRequestInbox>;
export const teamRequestInboxAnswer = z.object({ data: teamRequestInbox }).meta({ id: 'TeamRequestInboxAnswer' });

/** POST /teams/:teamId/owner: hand the team over to another member. */
export const transferOwnerBody = z.object({ userId: uuid });
