import { z } from '../zod';
import { idParam, uuid } from './common';
import { PRESENCE_IDS_MAX, REQUEST_BOXES } from './constants';
import { announcement } from './organisers';
import { connectionMatch } from './requests';
import { TEAM_REQUEST_KINDS } from './teams';

/**
 * The live layer: what the navbar's badges count and what the server pushes to a user's own
 * sockets (every tab and device) when something that concerns them happens.
 */

export const unreadConversation = z.object({ partnerId: z.string(), unread: z.number().int().min(1) });

export const liveSummary = z
  .object({
    /** Conversations with messages the user has not read, newest first. */
    unread: z.array(unreadConversation),
    /** Team chats with messages the user has not read: team id → how many (only teams with some). */
    teamUnread: z.record(z.string(), z.number().int().min(1)),
    /** Every unread message, in conversations and team chats alike (the Convos badge). */
    unreadTotal: z.number().int().min(0),
    /**
     * Everything waiting for the user's answer (GET /inbox): connection requests, team invites, join
     * requests to teams they own, and "Match me" proposals they have not answered.
     */
    pendingRequests: z.number().int().min(0),
  })
  .meta({ id: 'LiveSummary', description: 'The counts behind the navbar badges, from stored read positions' });
export type LiveSummary = z.infer<typeof liveSummary>;

export const readParams = z.object({ partnerId: idParam('The other participant') });
export const readAnswer = z.object({ partnerId: z.string(), unread: z.literal(0) }).meta({ id: 'ReadAnswer' });
export type ReadAnswer = z.infer<typeof readAnswer>;
/** The `markRead` socket event: the same as POST /convos/{partnerId}/read, on the tab's live connection. */
export const markReadPayload = z.object({ partnerId: uuid });

/** What happened to an invite or join request (see `teamRequestUpdate`). */
export const TEAM_REQUEST_UPDATE_KINDS = ['received', 'accepted', 'declined', 'withdrawn', 'expired'] as const;

/** A person as a notification names them. */
const someone = z.object({ _id: z.string(), fullName: z.string() });

/** Server → client events on the user's own sockets, besides `messageReceived`. */
export const liveEvents = {
  /** The user read a conversation (in some tab): its unread count is 0 everywhere. */
  conversationRead: z.object({ partnerId: z.string() }),
  /**
   * A connection request concerning the user changed. `received`: someone wants to team up;
   * `accepted`: someone accepted the user's request; `answered`/`withdrawn`: a pending one is gone;
   * `expired`: a pending one went unanswered for 7 days, and `box` says whether the user sent it
   * (`sent`: they are told) or received it (`received`: it just leaves their list).
   * `person` is the other side. `match` (with `accepted`): the two are connected now, and what
   * they share, for the "You matched" notice and its suggested opener.
   */
  requestUpdate: z.object({
    kind: z.enum(['received', 'accepted', 'answered', 'withdrawn', 'expired']),
    person: someone,
    box: z.enum(REQUEST_BOXES).optional(),
    match: connectionMatch.optional(),
  }),
  /**
   * An invite or join request concerning the user changed. `received`: a new one waits for their
   * answer (an invite to them, or a join request to a team they own); `accepted`/`declined`: one
   * was answered (box `sent`: theirs, told to them; box `received`: their own answer, for their
   * other tabs); `withdrawn`: one that waited for them is gone; `expired`: it went unanswered for
   * 7 days. `box` is the user's side: `sent` for the one who sent it (the team's owner for an
   * invite, the person who asked for a join request), `received` for the other. `person` is the
   * other side: the looking person for the team's owner, the owner for the looking person.
   */
  teamRequestUpdate: z.object({
    kind: z.enum(TEAM_REQUEST_UPDATE_KINDS),
    requestId: z.string(),
    requestKind: z.enum(TEAM_REQUEST_KINDS),
    box: z.enum(REQUEST_BOXES),
    teamId: z.string(),
    teamName: z.string(),
    person: someone,
  }),
  /**
   * A team the user is in or has an open invite or join request with changed (members, open roles,
   * invites, join requests, owner): a team page showing it reads it again.
   */
  teamChanged: z.object({ teamId: z.string() }),
  /** "Match me" proposed the user a team at an event: it waits for their answer. */
  proposalUpdate: z.object({ kind: z.enum(['received']), proposalId: z.string(), eventId: z.string(), eventName: z.string() }),
  /** An organiser of an event the user takes part in or runs announced something (newest on the event page). */
  eventAnnouncement: z.object({ eventId: z.string(), eventName: z.string(), announcement }),
  /** Who takes part in an event the user runs, or its teams, changed: its dashboard reads it again. */
  eventChanged: z.object({ eventId: z.string() }),
  /** A connection is writing to the user (shown for 5 s after the last one). */
  typing: z.object({ userId: z.string() }),
  /** The partner read the user's messages up to `readAt` (only when both send read receipts). */
  messagesRead: z.object({ by: z.string(), readAt: z.string() }),
  /** A connection came online or went away (never for people who hide their presence). */
  presence: z.object({ userId: z.string(), online: z.boolean(), lastActiveAt: z.string().nullable() }),
  /**
   * Live events may have been lost (the link between server processes was down and is back):
   * read again the counts and whatever is on screen (an open chat fetches after its newest message).
   */
  catchUp: z.object({}),
} as const;
export type ConversationRead = z.infer<typeof liveEvents.conversationRead>;
export type Typing = z.infer<typeof liveEvents.typing>;
export type MessagesRead = z.infer<typeof liveEvents.messagesRead>;
export type Presence = z.infer<typeof liveEvents.presence>;
export type RequestUpdate = z.infer<typeof liveEvents.requestUpdate>;
export type TeamRequestUpdate = z.infer<typeof liveEvents.teamRequestUpdate>;
export type TeamChanged = z.infer<typeof liveEvents.teamChanged>;
export type ProposalUpdate = z.infer<typeof liveEvents.proposalUpdate>;
export type EventAnnouncementUpdate = z.infer<typeof liveEvents.eventAnnouncement>;
export type EventChanged = z.infer<typeof liveEvents.eventChanged>;

/** Privacy of the live layer: both on by default. */
export const privacySettings = z
  .object({
    showPresence: z.boolean().meta({ description: 'Connections see when you are online and when you were last active' }),
    readReceipts: z.boolean().meta({ description: 'Send read receipts; off, you see no one else\'s either' }),
  })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof privacySettings>;
export const privacySettingsAnswer = z.object({ data: privacySettings }).meta({ id: 'PrivacySettingsAnswer' });
export const privacySettingsEdit = privacySettings.partial();

export const presenceQuery = z.object({
  ids: z
    .string()
    .max(PRESENCE_IDS_MAX * 37)
    .transform((list) => [...new Set(list.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid('ids must be user ids, separated by commas.')).max(PRESENCE_IDS_MAX)),
});
export const presenceList = z
  .object({ data: z.array(liveEvents.presence) })
  .meta({ id: 'PresenceList', description: 'Only connections who show their presence are listed' });
