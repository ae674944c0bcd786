import { $teamUnread, clearTeamUnread, setOpenTeamChat } from '@hackmate/shared/live';
import { queryKeys } from '@hackmate/shared/query';
import type { TeamChatMessage } from '@hackmate/shared/types';
import type { ConversationKind } from './kind';

/**
 * A team's group conversation (`to` is the team's id): the server sends its messages to every
 * member's own room, so there is nothing to join, and it has no typing signal.
 */
export const teamKind: ConversationKind<TeamChatMessage> = {
  field: 'teamId',
  events: { send: 'sendTeamMessage', received: 'teamMessageReceived' },
  includes: (m, teamId) => m.teamId === teamId,
  draft: (d, teamId) => ({ _id: '', ...d, teamId }),
  outboxKey: 'hackmate:team-chat-outbox',
  queryKey: queryKeys.teamChat,
  unread: { count: (teamId) => $teamUnread.get()[teamId] ?? 0, clear: clearTeamUnread, setOpen: setOpenTeamChat },
};
