import { z } from '../zod';
import { idParam } from './common';
import { REQUEST_STATUSES, REVIEW_STATUSES, SEND_STATUSES } from './constants';
import { ROLES } from '../catalogues/roles';
import { publicUser } from './users';

export const sendRequestParams = z.object({
  status: z.enum(SEND_STATUSES, 'Status must be interested or ignore.'),
  userId: idParam('Who the swipe is about'),
});

export const reviewRequestParams = z.object({
  status: z.enum(REVIEW_STATUSES, 'Status must be accepted, rejected or withdraw.'),
  requestId: idParam('The request id'),
});

export const requestSummary = z
  .object({ _id: z.string(), senderId: z.string(), receiverId: z.string(), status: z.enum(REQUEST_STATUSES) })
  .meta({ id: 'RequestSummary' });
export type RequestSummary = z.infer<typeof requestSummary>;

export const connectionRequest = z
  .object({ _id: z.string(), senderId: publicUser, receiverId: publicUser, status: z.enum(REQUEST_STATUSES) })
  .meta({ id: 'ConnectionRequest' });
export type ConnectionRequest = z.infer<typeof connectionRequest>;

/**
 * Two people just connected (a swipe Interested on someone whose Interested was pending, or an
 * accept): who the other one is, and what the two share, from which a client suggests an opener.
 */
export const connectionMatch = z
  .object({
    partner: z.object({ _id: z.string(), fullName: z.string(), profileUrl: z.string() }),
    sharedSkills: z.array(z.string()).meta({ description: 'Skills both list, in the partner\'s order' }),
    sharedRoles: z.array(z.enum(ROLES)).meta({ description: 'Roles both bring to a team' }),
    sharedEvent: z
      .object({ _id: z.string(), name: z.string() })
      .nullable()
      .meta({ description: 'The soonest event that has not ended which both are going to; null when none' }),
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof connectionMatch>;

export const requestAnswer = z.object({
  message: z.string(),
  request: requestSummary,
  match: connectionMatch.optional().meta({ description: 'Only when this swipe or accept connected the two: show it as a match' }),
});
export const requestList = z.object({ reqs: z.array(connectionRequest) });
export const connectionList = z.object({ connections: z.array(publicUser) });

/**
 * Where the signed-in user stands with one person, for a Connect button on their profile:
 * `none` (Interested may be sent), `sent` (their answer is awaited), `received` (they are
 * interested: Interested back is a match), `connected`, or `closed` (a pass, an ignore or an
 * expired request: nothing to send from there).
 */
export const CONNECTION_STATES = ['none', 'sent', 'received', 'connected', 'closed'] as const;
export const connectionWith = z
  .object({
    state: z.enum(CONNECTION_STATES),
    requestId: z.string().nullable().meta({ description: 'The request between the two, when there is one' }),
  })
  .meta({ id: 'ConnectionWith' });
export type ConnectionWith = z.infer<typeof connectionWith>;
export const connectionWithAnswer = z.object({ data: connectionWith }).meta({ id: 'ConnectionWithAnswer' });

/**
 * GET /reqs/passed: the people the user passed (swiped Ignore on), most recent first, for when the
 * feed runs out. Interested on one of them (POST /reqs/send/interested/:userId) turns the pass
 * into a request.
 */
export const PASSED_LIMIT_MAX = 50;
export const passedQuery = z.object({ limit: z.coerce.number().int().min(1).max(PASSED_LIMIT_MAX).default(20) });
export const passedPerson = z
  .object({ user: publicUser, passedAt: z.string().meta({ format: 'date-time' }) })
  .meta({ id: 'PassedPerson' });
export type PassedPerson = z.infer<typeof passedPerson>;
export const passedList = z.object({ data: z.array(passedPerson) }).meta({ id: 'PassedList', description: 'Most recent first' });
