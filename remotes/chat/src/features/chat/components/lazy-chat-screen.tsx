import { lazyOnInteraction } from '@hackmate/shared/ui';
import { ChatScreenLoading } from './chat-screen-loading';

/**
 * One conversation's screen as its own chunk: /convos (the list) loads without the chat pane,
 * message list, input and receipts, which come at the first pointer or key on the page, so that
 * opening a chat costs no round trip. A deep link to /convos/:id has it named in the page
 * (`firstChunks` in @hackmate/shared/remotes): its name is what the server looks for.
 */
export const ChatScreen = lazyOnInteraction(() => import(/* webpackChunkName: "chat-screen" */ './chat-screen').then((m) => m.ChatScreen), <ChatScreenLoading />);
