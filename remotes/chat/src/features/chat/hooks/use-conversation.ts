import { useCallback, useEffect, useState } from 'react';
import { apiStatus } from '@hackmate/shared/api';
import type { PublicUser } from '@hackmate/shared/types';
import { getHistory } from '../api/get-history';
import type { ChatClient } from '../lib/chat-client';

export type ConversationProblem = 'not-found' | 'not-connected' | 'failed';

export interface ConversationState {
  loading: boolean;
  partner: PublicUser | null;
  problem: ConversationProblem | null;
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
 * Loads the conversation with `receiverId` (its newest page, and the partner, which also works
 * when the two have never written) and opens it in the chat client; older pages on demand.
 */
export function useConversation(client: ChatClient, receiverId: string): ConversationState {
  const [loading, setLoading] = useState(true);
  const [partner, setPartner] = useState<PublicUser | null>(null);
  const [problem, setProblem] = useState<ConversationProblem | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  useEffect(() => {
    let stale = false;
    setLoading(true);
    setProblem(null);
    setPartner(null);
    setCursor(null);
    getHistory(receiverId).then(
      (page) => {
        if (stale) return;
        setPartner(page.partner);
        setCursor(page.nextCursor);
        client.open(receiverId, page.messages);
        setLoading(false);
      },
      (error: unknown) => {
        if (stale) return;
        setProblem(problemOf(error));
        setLoading(false);
      },
    );
    return () => {
      stale = true;
      client.close();
    };
  }, [client, receiverId]);

  const loadOlder = useCallback(() => {
    if (!cursor || loadingOlder) return;
    setLoadingOlder(true);
    getHistory(receiverId, { before: cursor })
      .then((page) => {
        client.prepend(receiverId, page.messages);
        setCursor(page.nextCursor);
      })
      .catch(() => {
        // Older messages stay reachable: the button remains for another try.
      })
      .finally(() => setLoadingOlder(false));
  }, [client, cursor, loadingOlder, receiverId]);

  return { loading, partner, problem, hasOlder: cursor !== null, loadingOlder, loadOlder };
}
