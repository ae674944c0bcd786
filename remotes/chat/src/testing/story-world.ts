import { $liveSocket } from '@hackmate/shared/live';
import { clearUser, setUser } from '@hackmate/shared/stores';
import { answering, FakeSocket } from '@hackmate/shared/testing';
import { ADA, ALAN, ME, conversation, message } from './fixtures';

/**
 * What the shell gives the chat screens in the app: me signed in and the tab's live connection,
 * already up (`connected: false` shows the screens while it is still being opened).
 */
export function chatWorld({ connected = true } = {}): () => () => void {
  return () => {
    setUser(ME);
    const socket = new FakeSocket();
    socket.connected = connected;
    $liveSocket.set(socket);
    return () => {
      $liveSocket.set(null);
      clearUser();
    };
  };
}

export const CONVERSATIONS = [
  conversation('c1', ADA, { text: 'Want to build the chat part with us?', timestamp: '2025-03-12T09:02:00Z' }),
  conversation('c2', ALAN, { text: 'Sent the hackathon repo link', timestamp: '2025-03-11T09:00:00Z' }),
];

export const ADA_HISTORY = {
  messages: [
    message(ADA, ME, 'Hi! Saw you know Socket.IO.', '2025-03-12T09:00:00Z'),
    message(ME, ADA, 'Yes, used it for two hackathons.', '2025-03-12T09:01:00Z'),
    message(ADA, ME, 'Want to build the chat part with us?', '2025-03-12T09:02:00Z'),
  ],
  nextCursor: null,
  partner: ADA,
  partnerReadAt: null,
  connected: true,
};

/** The API the chat screens read on open, each answering (override one group to change a state). */
export const chatApi = {
  conversations: [answering('get', '/get-conversations', { conversations: CONVERSATIONS })],
  teamChats: [answering('get', '/team-chats', { data: [] })],
  presence: [answering('get', '/live/presence', { data: [{ userId: ADA._id, online: true, lastActiveAt: null }] })],
  history: [answering('get', '/convos/:receiverId', ADA_HISTORY)],
  read: [answering('post', '/convos/:receiverId/read', null, 204)],
};
