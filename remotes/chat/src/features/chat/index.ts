// One conversation (/convos/:receiverId), and what a 1:1 conversation is to the shared chat stack.
export { ChatScreen } from './components/lazy-chat-screen';
export { EmptyPane } from './components/empty-pane';
export { directChat } from './lib/conversation';
export { foundMessageHref } from './lib/found-message';
