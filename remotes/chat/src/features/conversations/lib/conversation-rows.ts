import type { Conversation, TeamChatSummary } from '@hackmate/shared/types';

/** One row of the Convos list: a conversation with a person, or a team's chat. */
export type ConversationRow = { kind: 'person'; key: string; conversation: Conversation } | { kind: 'team'; key: string; chat: TeamChatSummary };

const timeOf = (row: ConversationRow): number => {
  const at = row.kind === 'person' ? row.conversation.lastMessage?.timestamp : row.chat.activityAt;
  return at ? Date.parse(at) : Number.NEGATIVE_INFINITY;
};

/**
 * The 1:1 conversations and the team chats in one list, newest activity first. Each list keeps
 * its own order (the server's); they are merged by time, a conversation without messages last.
 */
export function conversationRows(conversations: readonly Conversation[], teamChats: readonly TeamChatSummary[]): ConversationRow[] {
  const people: ConversationRow[] = conversations.map((conversation) => ({ kind: 'person', key: conversation._id, conversation }));
  const teams: ConversationRow[] = teamChats.map((chat) => ({ kind: 'team', key: `team:${chat.teamId}`, chat }));
  const rows: ConversationRow[] = [];
  let i = 0;
  let j = 0;
  while (i < people.length || j < teams.length) {
    const take = j >= teams.length || (i < people.length && timeOf(people[i]!) >= timeOf(teams[j]!)) ? people[i++] : teams[j++];
    rows.push(take!);
  }
  return rows;
}
