import { apiStatus } from '@hackmate/shared/api';
import { useConversationHistory, type ConversationClient } from '@hackmate/shared/conversation';
import type { ChatMessage, PublicUser } from '@hackmate/shared/types';
import { directChat } from '../lib/conversation';

export type ConversationProblem = 'not-found' | 'not-connected' | 'failed';

export interface ConversationState {
  loading: boolean;
  partner: PublicUser | null;
  /** Up to when the partner has read the user's messages, as the newest page says (null: not shared). */
  partnerReadAt: string | null;
  problem: ConversationProblem | null;
  /** false once the connection ended (or the partner's account is gone): the history stays, sending is refused. */
  connected: boolean;
  /** The stored messages read so far, oldest first. */
  stored: readonly ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

function problemOf(error: unknown): ConversationProblem {
  const status = apiStatus(error);
  if (status === 404 || status === 400) return 'not-found';
  if (status === 403) return 'not-connected';
  return 'failed';
}

/**
 * The conversation with `receiverId` through the chat client: its history (whose newest page
 * also names the partner when the two have never written) and what that page says about them.
 */
export function useConversation(client: ConversationClient<ChatMessage>, receiverId: string): ConversationState {
  const history = useConversationHistory(client, directChat, receiverId);
  const newest = history.newest;
  return {
    loading: history.loading,
    partner: newest?.partner ?? null,
    partnerReadAt: newest?.partnerReadAt ?? null,
    // A failed older page keeps what is shown (and its button, for another try).
    problem: history.failed ? problemOf(history.error) : null,
    // A server that does not say is one from before the flag: only connections could read then.
    connected: newest?.connected !== false,
    stored: history.stored,
    hasOlder: history.hasOlder,
    loadingOlder: history.loadingOlder,
    loadOlder: history.loadOlder,
  };
}
