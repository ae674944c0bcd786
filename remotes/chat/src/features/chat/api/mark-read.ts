import { api } from '@hackmate/shared/api';
import { $liveSocket, type LiveSocket } from '@hackmate/shared/live';
import type { Ack, ReadAnswer } from '@hackmate/shared/types';

// An answer this late means the connection is in trouble: HTTP is tried instead.
const SOCKET_ANSWER_MS = 5_000;

/**
 * The user has read the conversation up to its newest message: over the tab's live connection
 * when it is up (a read follows nearly every message in an open chat, and the socket costs no
 * HTTP request), else POST /convos/{partnerId}/read.
 */
export async function markRead(partnerId: string): Promise<void> {
  const socket = $liveSocket.get();
  if (socket?.connected && (await overSocket(socket, partnerId))) return;
  await api().post<ReadAnswer>(`/convos/${encodeURIComponent(partnerId)}/read`);
}

function overSocket(socket: LiveSocket, partnerId: string): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), SOCKET_ANSWER_MS);
    socket.emit('markRead', { partnerId }, (ack: Ack<ReadAnswer> | undefined) => {
      clearTimeout(timer);
      resolve(ack?.ok === true);
    });
  });
}
