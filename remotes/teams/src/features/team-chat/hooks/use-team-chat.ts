import {
  useConversationClient, useConversationHistory, useConversationSnapshot, type ConversationClient, type ConversationSnapshot,
} from '@hackmate/shared/conversation';
import type { TeamChatMessage } from '@hackmate/shared/types';
import { teamChat } from '../lib/conversation';

export interface TeamChatState {
  client: ConversationClient<TeamChatMessage>;
  snapshot: ConversationSnapshot<TeamChatMessage>;
  loading: boolean;
  /** The first page could not be read. */
  failed: boolean;
  retry: () => void;
  retrying: boolean;
  /** History is on screen (the chat may be marked read). */
  ready: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * The team's chat: its history (`queryKeys.teamChat`, newest page first, older pages on demand)
 * shown through a client on the tab's one live connection, which adds the live messages and keeps
 * what the user wrote until it is acknowledged. Mount it keyed by the team.
 */
export function useTeamChat(teamId: string): TeamChatState {
  const client = useConversationClient(teamChat);
  const snapshot = useConversationSnapshot(client);
  const { newest, loading, failed, retry, retrying, hasOlder, loadingOlder, loadOlder } = useConversationHistory(client, teamChat, teamId);
  return { client, snapshot, loading, failed, retry, retrying, ready: newest !== undefined, hasOlder, loadingOlder, loadOlder };
}
