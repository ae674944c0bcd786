import { z } from '../zod';
import { text } from '../validation/text';
import { publicUser } from './users';

/**
 * Running an event: its organisers (the owner who added it and the co-organisers they add), the
 * invite link of an invite-only event, and announcements to its participants. Every organiser
 * route answers 404 to anyone who is not an organiser, as for an unknown event.
 */

export const EVENT_VISIBILITIES = ['public', 'invite-only'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];
export const EVENT_VISIBILITY_LABELS: Record<EventVisibility, string> = { public: 'Public', 'invite-only': 'Invite only' };

export const ORGANISER_ROLES = ['owner', 'organiser'] as const;
export type OrganiserRole = (typeof ORGANISER_ROLES)[number];

export const ANNOUNCEMENT_MAX = 1000;
/** The event page shows this many announcements, the newest. */
export const ANNOUNCEMENTS_SHOWN = 50;

export const organiser = z.object({ user: publicUser, role: z.enum(ORGANISER_ROLES) }).meta({ id: 'Organiser' });
export type Organiser = z.infer<typeof organiser>;

/** POST and DELETE /events/:eventId/organisers (owner only): a co-organiser, by username. */
export const organiserBody = z.object({ username: z.string().trim().min(1, 'Please give a username.').max(60) });
export const organiserList = z.object({ data: z.array(organiser) }).meta({ id: 'OrganiserList' });
export type OrganiserList = z.infer<typeof organiserList>;

/** POST /events/:eventId/invite-link: a fresh link; the one before stops working. */
export const inviteLinkAnswer = z.object({ data: z.object({ url: z.string().meta({ format: 'uri' }) }) }).meta({ id: 'InviteLinkAnswer' });
export type InviteLinkAnswer = z.infer<typeof inviteLinkAnswer>;

/** POST /events/join/:token. The token is the last part of the invite link. */
export const joinParams = z.object({ token: z.string().max(200).meta({ description: 'The secret of the invite link' }) });

export const announcement = z
  .object({
    _id: z.string(),
    eventId: z.string(),
    text: z.string(),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcement>;

/** POST /events/:eventId/announcements (organisers). */
export const announcementBody = z.object({ text: text({ label: 'Announcement', max: ANNOUNCEMENT_MAX, min: 1, multiline: true }) });
export type AnnouncementBody = z.output<typeof announcementBody>;
export const announcementAnswer = z.object({ data: announcement }).meta({ id: 'AnnouncementAnswer' });

/** GET /events/:eventId/teams.csv: the header row of the export. */
export const TEAMS_CSV_HEADER = ['team', 'members', 'roles', 'emails'] as const;
