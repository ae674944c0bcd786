// One conversation (/convos/:receiverId) and the chat client that listens to the tab's live connection.
export { ChatScreen } from './components/lazy-chat-screen';
export { EmptyPane } from './components/empty-pane';
export { useChatClient } from './hooks/use-chat-client';
