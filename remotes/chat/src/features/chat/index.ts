// One conversation (/convos/:receiverId) and the live connection that serves the chat screens.
export { ChatScreen } from './components/chat-screen';
export { EmptyPane } from './components/empty-pane';
export { useChatClient } from './hooks/use-chat-client';
export type { ChatSocket } from './lib/chat-socket';
