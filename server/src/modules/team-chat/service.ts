import type { TeamChatMessage, TeamChatSummary, TeamMessagesPage, TeamMessagesQuery } from '@hackmate/shared/contracts';
import type { Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { TEAM_NOT_FOUND } from '../teams';
import {
  findTeamMessageByClientId,
  insertTeamMessage,
  isReadableMessage,
  isTeamMember,
  pageTeamMessages,
  readTeamChat,
  teamChatsOf,
  unreadTeams,
  type StoredTeamMessage,
  type TeamCursor,
  type TeamMessageRow,
} from './repository';

export function toTeamChatMessage(row: TeamMessageRow): TeamChatMessage {
  return {
    _id: row.id,
    teamId: row.team_id,
    senderId: row.sender_id,
    senderName: row.sender_name,
    text: row.text,
    timestamp: new Date(row.created_at).toISOString(),
    clientId: row.client_id,
  };
}

export const NOT_TEAM_MEMBER = 'Only members of this team can write in its chat. You are not (or no longer) a member.';

export class TeamChatRefusal extends Error {
  constructor(
    readonly code: 'NOT_TEAM_MEMBER' | 'CLIENT_ID_REUSED',
    message: string,
  ) {
    super(message);
  }
}

export interface TeamSendInput {
  senderId: string;
  teamId: string;
  text: string;
  clientId: string;
}

export interface TeamSendResult {
  message: TeamChatMessage;
  teamName: string;
  /** Every member of the team at the time: whose sockets hear of it. */
  memberIds: string[];
  /** false when this was a re-send of a message already stored (same sender and clientId). */
  created: boolean;
}

const toResult = (row: StoredTeamMessage, created: boolean): TeamSendResult => ({
  message: toTeamChatMessage(row),
  teamName: row.team_name,
  memberIds: row.member_ids,
  created,
});

/**
 * Stores a member's message in their team's chat; answers only after the commit, so whatever a
 * client sees acknowledged is durable. Membership is checked in the database on every send (an
 * ex-member is refused). A re-send with a known clientId answers the stored message instead of a
 * second copy; the same clientId used for another team is refused.
 */
export async function sendTeamMessage(db: Queryable, input: TeamSendInput): Promise<TeamSendResult> {
  const row = await insertTeamMessage(db, input);
  if (row) return toResult(row, true);
  // Nothing stored: a re-send of a stored clientId, or not a member.
  const existing = await findTeamMessageByClientId(db, input.senderId, input.clientId);
  if (!existing) throw new TeamChatRefusal('NOT_TEAM_MEMBER', NOT_TEAM_MEMBER);
  if (existing.team_id !== input.teamId) throw new TeamChatRefusal('CLIENT_ID_REUSED', 'That message id was already used for another chat.');
  return toResult(existing, false);
}

const teamNotFound = () => notFound(TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');

/**
 * A page of the team's chat, for its members only: anyone else (an ex-member, a stranger) is
 * answered 404 like an unknown team, so nothing tells that it exists. A member reads from when
 * they joined; a cursor must be a message they can read (400 otherwise).
 */
export async function getTeamMessages(db: Queryable, me: string, teamId: string, query: TeamMessagesQuery): Promise<TeamMessagesPage> {
  if (!(await isTeamMember(db, teamId, me))) throw teamNotFound();
  const cursor: TeamCursor = query.before ? { before: query.before } : (query.after ?? null);
  const cursorId = query.before ?? (query.after && 'afterId' in query.after ? query.after.afterId : undefined);
  if (cursorId && !(await isReadableMessage(db, teamId, me, cursorId))) throw badRequest('That cursor does not belong to this chat.', 'BAD_CURSOR');

  const rows = await pageTeamMessages(db, teamId, me, cursor, query.limit);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const older = !query.after;
  if (older) page.reverse();
  return {
    messages: page.map(toTeamChatMessage),
    // Older pages continue from the oldest message shown; catch-up pages say nothing about older ones.
    nextCursor: older && more ? page[0]!.id : null,
  };
}

/** Moves the member's read position to the newest message; false (404 to the caller) when not a member. */
export function markTeamChatRead(db: Queryable, me: string, teamId: string): Promise<boolean> {
  return readTeamChat(db, teamId, me);
}

/** The user's team chats as the Convos list shows them, newest activity first, with their unread counts. */
export async function listTeamChats(db: Queryable, me: string): Promise<TeamChatSummary[]> {
  const [rows, unread] = await Promise.all([teamChatsOf(db, me), unreadTeams(db, me)]);
  const iso = (at: Date | string) => new Date(at).toISOString();
  return rows.map((r) => ({
    teamId: r.team_id,
    teamName: r.team_name,
    eventName: r.event_name,
    lastMessage: r.created_at === null ? null : { text: r.text ?? '', senderName: r.sender_name ?? '', timestamp: iso(r.created_at) },
    activityAt: iso(r.created_at ?? r.joined_at),
    unread: unread[r.team_id] ?? 0,
  }));
}
