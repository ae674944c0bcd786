import { z } from '../zod';
import { ROLES } from '../catalogues/roles';
import { text } from '../validation/text';
import { idParam, numberedPage } from './common';
import { role, roleList } from './team-fields';
import { announcement, EVENT_VISIBILITIES, ORGANISER_ROLES, organiser } from './organisers';
import { publicUser } from './users';

/**
 * Hackathons: the events people add, who is going, and who is looking for a team there. A public
 * event is seen by every signed-in user, an invite-only one only by its participants and
 * organisers (./organisers.ts). Teams and the requests between them: ./teams.ts.
 */

export const EVENTS_PAGE_SIZE = 20;
export const LOOKING_PAGE_SIZE = 20;
export const TEAM_SIZE_MIN = 1;
export const TEAM_SIZE_MAX = 8;
/** The smallest "max team size" an event may set: a team of one is not a team. */
export const TEAM_MAX_SIZE_FLOOR = 2;
export const EVENT_NAME_MAX = 100;
export const CITY_MAX = 80;
export const PITCH_MAX = 140;

export const COMMITMENTS = ['casual', 'serious', 'to-win'] as const;
export type Commitment = (typeof COMMITMENTS)[number];
export const COMMITMENT_LABELS: Record<Commitment, string> = { casual: 'Casual', serious: 'Serious', 'to-win': 'To win' };

export const EVENT_MODES = ['online', 'in-person'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

const dateTime = z.iso.datetime({ offset: true, message: 'Please give a date and time.' }).meta({ format: 'date-time' });

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
  visibility: z
    .enum(EVENT_VISIBILITIES, 'Choose public or invite only.')
    .default('public')
    .meta({ description: 'invite-only: only participants (through the invite link) and organisers see it' }),
});

function eventRules(value: Omit<z.infer<typeof eventFields>, 'visibility'>, ctx: z.RefinementCtx) {
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

/**
 * PATCH /events/:eventId — the whole event again (the form sends what it shows); organisers only.
 * Without `visibility` the event keeps the one it has.
 */
export const updateEventBody = eventFields
  .extend({ visibility: z.enum(EVENT_VISIBILITIES, 'Choose public or invite only.').optional() })
  .superRefine(eventRules)
  .transform((v) => (v.mode === 'online' ? { ...v, city: undefined } : v));
export type UpdateEventBody = z.output<typeof updateEventBody>;

export const eventParams = z.object({ eventId: idParam('The event id') });

export const listEventsQuery = z.object({
  q: text({ label: 'Search', max: EVENT_NAME_MAX }).optional().meta({ description: 'Part of the event name, any case' }),
  mode: z.enum(EVENT_MODES).optional(),
  city: text({ label: 'City', max: CITY_MAX }).optional().meta({ description: 'In-person events in this city (any case)' }),
  when: z.enum(['upcoming', 'past']).default('upcoming').meta({ description: 'upcoming: not yet ended, soonest first; past: ended, latest first' }),
  going: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .meta({ description: 'true: only the events the caller is going to' }),
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
    visibility: z.enum(EVENT_VISIBILITIES),
  })
  .meta({ id: 'EventSummary' });
export type EventSummary = z.infer<typeof eventSummary>;

export const eventList = numberedPage(eventSummary, 'EventList');
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
    createdBy: z.string().meta({ description: 'The creator, its owner' }),
    canEdit: z.boolean().meta({ description: 'I am one of its organisers' }),
    myRole: z.enum(ORGANISER_ROLES).nullable().meta({ description: 'How I run it: owner, organiser, or null' }),
    organisers: z.array(organiser),
    announcements: z.array(announcement).meta({ description: 'Newest first, at most ANNOUNCEMENTS_SHOWN' }),
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
export const lookingList = numberedPage(lookingPerson, 'LookingList');
export type LookingList = z.infer<typeof lookingList>;
