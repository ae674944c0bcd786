import { useEffect, useState } from 'react';
import { useConversationSnapshot, useReadOnScreen, type ConversationClient } from '@hackmate/shared/conversation';
import { needLiveSocketNow } from '@hackmate/shared/live';
import { useSearchParams } from '@hackmate/shared/router';
import { OPENER_PARAM } from '@hackmate/shared/ui';
import type { ChatMessage, Presence } from '@hackmate/shared/types';
import { ChatActions, ReportMessage } from '../../chat-actions';
import { useConversation } from '../hooks/use-conversation';
import { useFoundMessage } from '../hooks/use-found-message';
import { usePartnerReadAt } from '../hooks/use-partner-read-at';
import { usePartnerTyping } from '../hooks/use-partner-typing';
import { useTypingSignal } from '../hooks/use-typing-signal';
import { directChat } from '../lib/conversation';
import { ChatPane } from './chat-pane';

export interface ChatScreenProps {
  client: ConversationClient<ChatMessage>;
  receiverId: string;
  /** The partner's presence (the page reads it once for the list and the chat). */
  partnerPresence?: Presence | null;
}

/**
 * /convos/:receiverId: history and live messages of one conversation through the shared client,
 * with the partner's read position, typing and presence, and what can be done about the partner
 * (nothing once their account is deleted).
 */
export function ChatScreen({ client, receiverId, partnerPresence }: ChatScreenProps) {
  // Typing, presence and new messages are this screen's job: its socket does not wait for the page to settle.
  useEffect(needLiveSocketNow, []);
  const conversation = useConversation(client, receiverId);
  useReadOnScreen(client, directChat, receiverId, !conversation.loading && !conversation.problem);
  const snapshot = useConversationSnapshot(client);
  const partnerReadAt = usePartnerReadAt(receiverId, conversation.partnerReadAt);
  const partnerTyping = usePartnerTyping(client, receiverId);
  const typingSignal = useTypingSignal(() => client.sendTyping());
  const messages = snapshot.to === receiverId ? snapshot.messages : [];
  const [reportedMessageId, setReportedMessageId] = useState<string | null>(null);
  const existingPartner = conversation.partner && !conversation.partner.deleted ? conversation.partner : null;
  const opener = useOpener();
  const foundMessageId = useFoundMessage(conversation);
  return (
    <>
      <ChatPane
        partner={conversation.partner}
        messages={messages}
        state={snapshot.state}
        loading={conversation.loading}
        problem={conversation.problem}
        hasOlder={conversation.hasOlder}
        loadingOlder={conversation.loadingOlder}
        onLoadOlder={conversation.loadOlder}
        onSend={(text) => {
          const queued = client.send(text);
          if (queued) {
            typingSignal.sent();
            // A message sent: push is worth offering now (the reply may come while we are away).
            void import('@hackmate/shared/push').then((m) => m.offerPush('message')).catch(() => undefined);
          }
          return queued;
        }}
        onRetry={(clientId) => client.retry(clientId)}
        onTyping={typingSignal.typed}
        partnerReadAt={partnerReadAt}
        partnerPresence={partnerPresence}
        partnerTyping={partnerTyping}
        connected={conversation.connected}
        headerActions={existingPartner ? <ChatActions partner={existingPartner} connected={conversation.connected} /> : null}
        onReportMessage={existingPartner ? (message) => setReportedMessageId(message._id) : undefined}
        draft={opener}
        foundMessageId={foundMessageId}
      />
      {existingPartner && reportedMessageId ? <ReportMessage partner={existingPartner} messageId={reportedMessageId} onClose={() => setReportedMessageId(null)} /> : null}
    </>
  );
}

/**
 * The opener a match's "Say hi" put in the URL (`?opener=`), read once as the screen opens; the
 * URL then drops it, so a reload or Back does not offer it again after it was sent.
 */
function useOpener(): string | undefined {
  const [params, setParams] = useSearchParams();
  const [opener] = useState(() => params.get(OPENER_PARAM) ?? undefined);
  useEffect(() => {
    if (!params.has(OPENER_PARAM)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPENER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return opener;
}
