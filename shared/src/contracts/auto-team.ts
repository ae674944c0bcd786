import { z } from '../zod';
import { ROLES } from '../catalogues/roles';
import { idParam } from './common';
import { publicUser } from './users';

/**
 * "Match me" (auto-team): people looking for a team at an event opt in, a solver proposes teams
 * among them, and each proposed member accepts or declines within AUTO_TEAM_HOURS. A proposal is
 * private to its members.
 */

/** How long the members of a proposal have to answer. */
export const AUTO_TEAM_HOURS = 24;

/**
 * pending: waiting for answers; formed: the team exists (`teamId`); declined: someone said no;
 * expired: time ran out with too few confirmations; failed: someone could no longer join it
 * (joined another team, stopped looking, the event ended).
 */
export const AUTO_TEAM_STATUSES = ['pending', 'formed', 'declined', 'expired', 'failed'] as const;
export type AutoTeamStatus = (typeof AUTO_TEAM_STATUSES)[number];

/** What a member may answer. */
export const AUTO_TEAM_ANSWERS = ['yes', 'no'] as const;
export type AutoTeamAnswer = (typeof AUTO_TEAM_ANSWERS)[number];

/** A member's answer so far. */
export const AUTO_TEAM_MEMBER_ANSWERS = ['pending', 'yes', 'no'] as const;
export type AutoTeamMemberAnswer = (typeof AUTO_TEAM_MEMBER_ANSWERS)[number];

/** PUT /events/:eventId/match-me: opt in or out (only with an open "looking for a team" post). */
export const matchMeBody = z.object({ on: z.boolean('Say on or off.') });
export type MatchMeBody = z.infer<typeof matchMeBody>;

/** POST /auto-team/:proposalId/answer */
export const autoTeamAnswerBody = z.object({ answer: z.enum(AUTO_TEAM_ANSWERS, 'Answer yes or no.') });
export type AutoTeamAnswerBody = z.infer<typeof autoTeamAnswerBody>;

export const autoTeamParams = z.object({ proposalId: idParam('The proposal') });

export const autoTeamMember = z
  .object({
    user: publicUser,
    role: z.enum(ROLES).nullable().meta({ description: 'The role they would fill' }),
    timeZone: z.string().nullable().meta({ description: "The IANA time zone of their post (null once they are no longer going)" }),
    utcOffsetMinutes: z.number().int().nullable().meta({ description: 'Their offset from UTC when the event starts' }),
    answer: z.enum(AUTO_TEAM_MEMBER_ANSWERS),
    me: z.boolean(),
  })
  .meta({ id: 'AutoTeamMember' });
export type AutoTeamMember = z.infer<typeof autoTeamMember>;

export const autoTeamProposal = z
  .object({
    _id: z.string(),
    eventId: z.string(),
    status: z.enum(AUTO_TEAM_STATUSES),
    createdAt: z.string().meta({ format: 'date-time' }),
    expiresAt: z.string().meta({ format: 'date-time' }),
    teamId: z.string().nullable().meta({ description: 'The team it formed (status formed)' }),
    members: z.array(autoTeamMember).meta({ description: 'Everyone proposed, me included, in the order they were proposed' }),
  })
  .meta({ id: 'AutoTeamProposal' });
export type AutoTeamProposal = z.infer<typeof autoTeamProposal>;

/** Mine at one event: whether I am in "Match me", whether I may be, and my latest proposal. */
export const myAutoTeam = z
  .object({
    matchMe: z.boolean(),
    canMatch: z.boolean().meta({ description: 'I have an open "looking for a team" post there (needed to opt in)' }),
    proposal: autoTeamProposal
      .nullable()
      .meta({ description: 'A pending proposal, else the last one settled in the past 2 days, else null' }),
  })
  .meta({ id: 'MyAutoTeam' });
export type MyAutoTeam = z.infer<typeof myAutoTeam>;

export const myAutoTeamAnswer = z.object({ data: myAutoTeam }).meta({ id: 'MyAutoTeamAnswer' });
export const autoTeamProposalAnswer = z.object({ data: autoTeamProposal }).meta({ id: 'AutoTeamProposalAnswer' });
