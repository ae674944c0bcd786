import { teamKind, type ConversationAdapter, type DisplayMessage } from '@hackmate/shared/conversation';
import type { TeamChatMessage, TeamMessagesPage } from '@hackmate/shared/types';
import { getTeamMessages, markTeamRead } from '../api/team-chat';

/** A team's chat: the one chat stack of @hackmate/shared on this remote's history and read calls. */
export const teamChat: ConversationAdapter<TeamChatMessage, TeamMessagesPage> = { ...teamKind, fetchPage: getTeamMessages, markRead: markTeamRead };

/** A message as the team chat shows it: stored, or one of the user's still pending or refused. */
export type TeamDisplayMessage = DisplayMessage<TeamChatMessage>;
