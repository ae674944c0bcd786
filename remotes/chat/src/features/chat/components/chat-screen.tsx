import { useConversation } from '../hooks/use-conversation';
import { useChatSnapshot } from '../hooks/use-chat-client';
import { useReadOnScreen } from '../hooks/use-read-on-screen';
import type { ChatClient } from '../lib/chat-client';
import { ChatPane } from './chat-pane';

/** /convos/:receiverId: history and live messages of one conversation through the shared client. */
export function ChatScreen({ client, receiverId }: { client: ChatClient; receiverId: string }) {
  const conversation = useConversation(client, receiverId);
  useReadOnScreen(client, receiverId, !conversation.loading && !conversation.problem);
  const snapshot = useChatSnapshot(client);
  const messages = snapshot.receiverId === receiverId ? snapshot.messages : [];
  return (
    <ChatPane
      partner={conversation.partner}
      messages={messages}
      state={snapshot.state}
      loading={conversation.loading}
      problem={conversation.problem}
      hasOlder={conversation.hasOlder}
      loadingOlder={conversation.loadingOlder}
      onLoadOlder={conversation.loadOlder}
      onSend={(text) => client.send(text)}
      onRetry={(clientId) => client.retry(clientId)}
    />
  );
}
