import { useEffect, useMemo } from 'react';
import { useParams } from '@hackmate/shared/router';
import { useStore } from '@nanostores/react';
import { useConversationClient } from '@hackmate/shared/conversation';
import { $teamUnread, $unread } from '@hackmate/shared/live';
import { $user } from '@hackmate/shared/stores';
import { ChatScreen, EmptyPane, directChat } from '../features/chat';
import { ConversationList, partnerIds, useConversations, useTeamChats } from '../features/conversations';
import { MessageSearch } from '../features/message-search';
import { NewChat } from '../features/new-chat';
import { usePresence } from '../features/presence';
import './messages-page.css';

/**
 * /convos and /convos/:receiverId: the conversation list (with "Start a new chat" and message
 * search above it) beside the chat pane (one of them at a time below 768 px). One chat client on
 * the tab's live connection serves both while the user stays on these screens; unread counts come from the live layer, presence is read once for both.
 * The team chats are listed among the conversations (opening one goes to its team page).
 */
export function MessagesPage() {
  const { receiverId } = useParams();
  const me = useStore($user);
  const client = useConversationClient(directChat);
  const { conversations, failed, applyMessage, reload } = useConversations();
  const unread = useStore($unread);
  const teamChats = useTeamChats();
  const teamUnread = useStore($teamUnread);
  // One presence read for the open chat (asked first, so it is never cut) and the list.
  const people = useMemo(() => [receiverId, ...partnerIds(conversations ?? [], me._id)], [receiverId, conversations, me._id]);
  const presence = usePresence(people);

  useEffect(() => client.onMessage(applyMessage), [client, applyMessage]);
  // Messages from other people may have arrived while the connection was down.
  useEffect(() => client.onReconnect(reload), [client, reload]);

  return (
    <div className="chat-layout" data-view={receiverId ? 'chat' : 'list'}>
      <h1 className="hm-visually-hidden">Conversations</h1>
      <div className="chat-side">
        <NewChat />
        <MessageSearch>
          <ConversationList conversations={conversations} meId={me._id} activeId={receiverId} failed={failed} unread={unread} teamChats={teamChats} teamUnread={teamUnread} presence={presence} />
        </MessageSearch>
      </div>
      {receiverId ? <ChatScreen key={receiverId} client={client} receiverId={receiverId} partnerPresence={presence[receiverId]} /> : <EmptyPane />}
    </div>
  );
}
