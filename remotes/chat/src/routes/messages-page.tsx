import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $user } from '@hackmate/shared/stores';
import { ChatScreen, EmptyPane, useChatClient } from '../features/chat';
import { ConversationList, useConversations } from '../features/conversations';
import './messages-page.css';

/**
 * /convos and /convos/:receiverId: the conversation list beside the chat pane (one of them at a
 * time below 768 px). One chat client on the tab's live connection serves both while the user
 * stays on these screens.
 */
export function MessagesPage() {
  const { receiverId } = useParams();
  const me = useStore($user);
  const client = useChatClient();
  const { conversations, failed, applyMessage, reload } = useConversations();

  useEffect(() => client.onMessage(applyMessage), [client, applyMessage]);
  // Messages from other people may have arrived while the connection was down.
  useEffect(() => client.onReconnect(reload), [client, reload]);

  return (
    <div className="chat-layout" data-view={receiverId ? 'chat' : 'list'}>
      <ConversationList conversations={conversations} meId={me._id} activeId={receiverId} failed={failed} />
      {receiverId ? <ChatScreen key={receiverId} client={client} receiverId={receiverId} /> : <EmptyPane />}
    </div>
  );
}
