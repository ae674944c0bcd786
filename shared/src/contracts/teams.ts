import { z } from '../zod';
import { ROLES } from '../catalogues/roles';
import { text } from '../validation/text';
import { idParam, uuid } from './common';
import { publicUser } from './users';

/**
 * Hackathon teams: events, who is going and looking, teams with open roles, and the invites and
 * join requests between them. Events and teams are public to every signed-in user; who asked whom
 * is private to the two sides.
 */

export const EVENTS_PAGE_SIZE = 20;
export const LOOKING_PAGE_SIZE = 20;
export const TEAM_SIZE_MIN = 1;
export const TEAM_SIZE_MAX = 8;
/** The smallest "max team size" an event may set: a team of one is not a team. */
export const TEAM_MAX_SIZE_FLOOR = 2;
export const EVENT_NAME_MAX = 100;
export const CITY_MAX = 80;
export const TEAM_NAME_MAX = 60;
export const TEAM_IDEA_MAX = 1000;
export const PITCH_MAX = 140;
export const JOIN_MESSAGE_MAX = 300;

export const COMMITMENTS = ['casual', 'serious', 'to-win'] as const;
export type Commitment = (typeof COMMITMENTS)[number];
export const COMMITMENT_LABELS: Record<Commitment, string> = { casual: 'Casual', serious: 'Serious', 'to-win': 'To win' };

export const EVENT_MODES = ['online', 'in-person'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/** invite: a team's owner asks a looking person; join: a looking person asks a team. */
export const TEAM_REQUEST_KINDS = ['invite', 'join'] as const;
export type TeamRequestKind = (typeof TEAM_REQUEST_KINDS)[number];

/** pending until answered; expired after 7 days unanswered; cancelled when it can no longer be met (the person joined another team, the team filled, the event ended). */
export const TEAM_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired', 'cancelled'] as const;
export type TeamRequestStatus = (typeof TEAM_REQUEST_STATUSES)[number];

/** What the other side may answer: accepted / declined by the receiver, withdrawn by the sender. */
export const TEAM_REQUEST_ANSWERS = ['accepted', 'declined', 'withdrawn'] as const;
export type TeamRequestAnswer = (typeof TEAM_REQUEST_ANSWERS)[number];

const role = z.enum(ROLES, 'Please choose a role from the list.');
const dateTime = z.iso.datetime({ offset: true, message: 'Please give a date and time.' }).meta({ format: 'date-time' });
const roleList = z
  .array(role)
  .max(ROLES.length)
  .transform((roles) => [...new Set(roles)]);

const website = z
  .string()
  .trim()
  .max(300, 'The website address is too long.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'The website must be an http or https address.');

/**
 * The IANA time zone a person works in ("Europe/Berlin"). Checked against the runtime's own list
 * of zones, so nobody stores a zone the solver cannot place.
 */
export const timeZone = z
  .string()
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value);
    } catch {
      return false;
    }
  }, 'Please choose a time zone from the list.');

// ───────────────────────────── events ─────────────────────────────

const eventFields = z.object({
  name: text({ label: 'Name', max: EVENT_NAME_MAX, min: 3 }),
  startsAt: dateTime,
  endsAt: dateTime,
  mode: z.enum(EVENT_MODES, 'Choose online or in person.'),
  city: text({ label: 'City', max: CITY_MAX }).optional(),
  website,
  minTeamSize: z.number().int().min(TEAM_SIZE_MIN).max(TEAM_SIZE_MAX),
  maxTeamSize: z.number().int().min(TEAM_MAX_SIZE_FLOOR, 'Teams must be allowed at least 2 people.').max(TEAM_SIZE_MAX, 'Teams can have at most 8 people.'),
});

function eventRules<T extends z.infer<typeof eventFields>>(value: T, ctx: z.RefinementCtx) {
  if (Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start.' });
  }
  if (value.minTeamSize > value.maxTeamSize) {
    ctx.addIssue({ code: 'custom', path: ['minTeamSize'], message: 'The smallest team cannot be larger than the largest.' });
  }
  if (value.mode === 'in-person' && !value.city) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'Please say in which city it takes place.' });
  }
}

/** POST /events. An online event has no city (one sent is dropped). */
export const createEventBody = eventFields.superRefine(eventRules).transform((v) => (v.mode === 'online' ? { ...v, city: undefined } : v));
export type CreateEventBody = z.output<typeof createEventBody>;

/** PATCH /events/:eventId — the whole event again (the form sends what it shows); creator only. */
export const updateEventBody = createEventBody;

export const eventParams = z.object({ eventId: idParam('The event id') });

export const listEventsQuery = z.object({
  q: text({ label: 'Search', max: EVENT_NAME_MAX }).optional().meta({ description: 'Part of the event name, any case' }),
  mode: z.enum(EVENT_MODES).optional(),
  city: text({ label: 'City', max: CITY_MAX }).optional().meta({ description: 'In-person events in this city (any case)' }),
  when: z.enum(['upcoming', 'past']).default('upcoming').meta({ description: 'upcoming: not yet ended, soonest first; past: ended, latest first' }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListEventsQuery = z.output<typeof listEventsQuery>;

export const eventSummary = z
  .object({
    _id: z.string(),
    name: z.string(),
    startsAt: z.string().meta({ format: 'date-time' }),
    endsAt: z.string().meta({ format: 'date-time' }),
    mode: z.enum(EVENT_MODES),
    city: z.string().nullable(),
    website: z.string(),
    minTeamSize: z.number().int(),
    maxTeamSize: z.number().int(),
    goingCount: z.number().int(),
    lookingCount: z.number().int().meta({ description: 'Going and looking for a team, not yet in one' }),
    teamCount: z.number().int(),
    past: z.boolean(),
  })
  .meta({ id: 'EventSummary' });
export type EventSummary = z.infer<typeof eventSummary>;

export const eventList = z
  .object({ data: z.array(eventSummary), page: z.number().int(), hasMore: z.boolean() })
  .meta({ id: 'EventList' });
export type EventList = z.infer<typeof eventList>;

// ───────────────────────────── going and looking ─────────────────────────────

/** PUT /events/:eventId/attendance: I am going; `looking` adds a "looking for a team" post. */
export const attendanceBody = z.discriminatedUnion('looking', [
  z.object({ looking: z.literal(false) }),
  z.object({
    looking: z.literal(true),
    bring: roleList.refine((r) => r.length > 0, 'Choose at least one role you bring.'),
    seek: roleList,
    commitment: z.enum(COMMITMENTS, 'Choose how serious you are: casual, serious or to win.'),
    timeZone,
    pitch: text({ label: 'Pitch', max: PITCH_MAX }).optional(),
  }),
]);
export type AttendanceBody = z.output<typeof attendanceBody>;

export const lookingPost = z
  .object({
    bring: z.array(z.enum(ROLES)),
    seek: z.array(z.enum(ROLES)),
    commitment: z.enum(COMMITMENTS),
    timeZone: z.string(),
    pitch: z.string(),
  })
  .meta({ id: 'LookingPost' });
export type LookingPost = z.infer<typeof lookingPost>;

/** Mine, on the event page: going (with or without a post) or not going (null). */
export const myAttendance = z
  .object({
    going: z.literal(true),
    looking: lookingPost.nullable().meta({ description: 'The open post; null when not looking or the post ended (joined a team, event over)' }),
    teamId: z.string().nullable().meta({ description: 'The team I am in at this event' }),
  })
  .meta({ id: 'MyAttendance' });
export type MyAttendance = z.infer<typeof myAttendance>;

export const eventDetail = eventSummary
  .extend({
    createdBy: z.string().meta({ description: 'The creator, who alone may edit it' }),
    canEdit: z.boolean(),
    me: myAttendance.nullable(),
  })
  .meta({ id: 'EventDetail' });
export type EventDetail = z.infer<typeof eventDetail>;
export const eventAnswer = z.object({ data: eventDetail }).meta({ id: 'EventAnswer' });

export const attendanceAnswer = z.object({ data: myAttendance }).meta({ id: 'AttendanceAnswer' });

export const lookingQuery = z.object({
  role: role.optional().meta({ description: 'Only people who bring this role' }),
  commitment: z.enum(COMMITMENTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const lookingPerson = z
  .object({ user: publicUser, post: lookingPost, since: z.string().meta({ format: 'date-time' }) })
  .meta({ id: 'LookingPerson' });
export type LookingPerson = z.infer<typeof lookingPerson>;

/** GET /events/:eventId/looking: open posts, newest first, without me, people in a block with me, or people in a team there. */
export const lookingList = z
  .object({ data: z.array(lookingPerson), page: z.number().int(), hasMore: z.boolean() })
  .meta({ id: 'LookingList' });
export type LookingList = z.infer<typeof lookingList>;

// ───────────────────────────── teams ─────────────────────────────

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

/** POST /teams/:teamId/owner: hand the team over to another member. */
export const transferOwnerBody = z.object({ userId: uuid });

// ───────────────────────────── finding people for a team ─────────────────────────────

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
