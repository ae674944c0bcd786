import type { NavEntry } from '@hackmate/shared/runtime-config';
import type { ChatMessage, ProposalUpdate, RequestUpdate, TeamMessageReceived, TeamRequestUpdate } from '@hackmate/shared/types';
import { sayHiPath, suggestOpener } from '@hackmate/shared/ui';

/** A toast about something that just happened to the user, and where a click on it leads. */
export interface LiveNotice {
  /** Notices with the same key are one subject (a conversation, a person): see createThrottle. */
  key: string;
  text: string;
  to?: string;
  /** Shown as a button leading to `to` (e.g. "Say hi"); without it the whole notice is the link. */
  action?: string;
}

/**
 * Where notices lead, taken from the navbar entries that carry the same counts: the conversations
 * (Convos, `/convos` → `/convos/<id>`) and the requests (Reqs, `/reqs/review`, with `?box=sent`
 * for the sent ones); and the team pages (`/teams/<id>`) when a remote of this deployment serves
 * `/teams`. The shell knows the remotes' paths only from the runtime config.
 */
export interface NoticeTargets {
  conversations?: string;
  requests?: string;
  teams?: string;
}

const TEAM_PAGES = '/teams';

export function noticeTargets(entries: readonly NavEntry[], mounts: readonly { path: string }[] = []): NoticeTargets {
  const pathOf = (badge: NavEntry['badge']) => entries.find((entry) => entry.badge === badge)?.path;
  return { conversations: pathOf('unread'), requests: pathOf('pending'), teams: mounts.some((m) => m.path === TEAM_PAGES) ? TEAM_PAGES : undefined };
}

const conversationWith = (targets: NoticeTargets, personId: string) =>
  targets.conversations ? `${targets.conversations}/${encodeURIComponent(personId)}` : undefined;

export interface MessageContext {
  /** The signed-in user's id; unknown, nobody can tell whose message it is, so no notice. */
  me: string | undefined;
  /** The conversation on screen in this tab (its messages show there already). */
  openConversation: string | null;
  targets: NoticeTargets;
}

/** "New message from Ana Lima", unless the user wrote it or is looking at that conversation. */
export function messageNotice(message: ChatMessage | undefined, { me, openConversation, targets }: MessageContext): LiveNotice | null {
  if (!message?.senderId || !me || message.senderId === me || message.senderId === openConversation) return null;
  return {
    key: `conversation:${message.senderId}`,
    text: `New message from ${message.senderName}`,
    to: conversationWith(targets, message.senderId),
  };
}

export interface TeamMessageContext {
  me: string | undefined;
  /** The team whose chat is on screen in this tab (its messages show there already). */
  openTeamChat: string | null;
  targets: NoticeTargets;
}

/** "New message in Night Owls" (one subject per team), unless the user wrote it or that team's chat is on screen. */
export function teamMessageNotice(event: Partial<TeamMessageReceived> | undefined, { me, openTeamChat, targets }: TeamMessageContext): LiveNotice | null {
  const message = event?.messageData;
  if (!message?.senderId || !message.teamId || !event?.teamName || !me || message.senderId === me || message.teamId === openTeamChat) return null;
  return {
    key: `team:${message.teamId}`,
    text: `New message in ${event.teamName}`,
    to: targets.teams ? `${targets.teams}/${encodeURIComponent(message.teamId)}` : undefined,
  };
}

/**
 * "Ana Lima wants to team up" / "You matched with Ana Lima" (Say hi: the chat with an opener from
 * what the two share; "Ana Lima accepted your request" when the server sent no match) / to its sender, "Your request to
 * Ana Lima expired — no answer in 7 days"; nothing for a request that is just gone (answered,
 * withdrawn, or expired in the receiver's list).
 */
export function requestNotice(update: RequestUpdate | undefined, targets: NoticeTargets): LiveNotice | null {
  if (!update?.person?._id) return null;
  const { kind, person } = update;
  const key = `person:${person._id}`;
  switch (kind) {
    case 'received':
      return { key, text: `${person.fullName} wants to team up`, to: targets.requests };
    case 'accepted':
      if (update.match && targets.conversations) {
        const to = sayHiPath(targets.conversations, person._id, suggestOpener(update.match));
        return { key, text: `You matched with ${person.fullName}`, to, action: 'Say hi' };
      }
      return { key, text: `${person.fullName} accepted your request`, to: conversationWith(targets, person._id) };
    case 'expired':
      if (update.box !== 'sent') return null;
      return {
        key,
        text: `Your request to ${person.fullName} expired — no answer in 7 days`,
        to: targets.requests ? `${targets.requests}?box=sent` : undefined,
      };
    default:
      return null;
  }
}

/**
 * An invite or join request, as the person it concerns hears of it:
 * - waiting for them (box `received`): "Owen Owner invited you to Byte Club" / "Ana Lima asked to
 *   join Byte Club", leading to the Reqs screen where it is answered;
 * - their own, answered (box `sent`): "Ana Lima accepted your invite to Byte Club" / "Owen Owner
 *   declined your request to join Byte Club", leading to the team's page;
 * - their own, unanswered for 7 days: "Your invite to Ana Lima for Byte Club expired" / "Your
 *   request to join Byte Club expired", leading to the team's page (to invite or ask again).
 * Nothing for a withdrawal, the answerer's own answer or the receiving side of an expiry. One per team.
 */
export function teamRequestNotice(update: TeamRequestUpdate | undefined, targets: NoticeTargets): LiveNotice | null {
  if (!update?.teamId || !update.person) return null;
  const { kind, box, requestKind, teamName, person } = update;
  const key = `team:${update.teamId}`;
  const team = targets.teams ? `${targets.teams}/${encodeURIComponent(update.teamId)}` : undefined;
  const invite = requestKind === 'invite';
  if (kind === 'received' && box === 'received') {
    return { key, text: invite ? `${person.fullName} invited you to ${teamName}` : `${person.fullName} asked to join ${teamName}`, to: targets.requests };
  }
  if (box !== 'sent') return null;
  switch (kind) {
    case 'accepted':
    case 'declined':
      return { key, text: invite ? `${person.fullName} ${kind} your invite to ${teamName}` : `${person.fullName} ${kind} your request to join ${teamName}`, to: team };
    case 'expired':
      return { key, text: invite ? `Your invite to ${person.fullName} for ${teamName} expired` : `Your request to join ${teamName} expired`, to: team };
    default:
      return null;
  }
}

/** "Match me" proposed a team: "A team is proposed to you at Hack Week", leading to the Reqs screen where it is answered. */
export function proposalNotice(update: ProposalUpdate | undefined, targets: NoticeTargets): LiveNotice | null {
  if (update?.kind !== 'received' || !update.proposalId) return null;
  return { key: `proposal:${update.proposalId}`, text: `A team is proposed to you at ${update.eventName}`, to: targets.requests };
}
