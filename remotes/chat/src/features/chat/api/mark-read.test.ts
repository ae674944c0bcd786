import { afterEach, describe, expect, it, vi } from 'vitest';
import { $liveSocket } from '@hackmate/shared/live';
import { FakeSocket } from '@hackmate/shared/testing';
import { markRead } from './mark-read';

const post = vi.fn().mockResolvedValue({ data: { partnerId: 'u-ada', unread: 0 } });
vi.mock('@hackmate/shared/api', () => ({ api: () => ({ post }) }));

afterEach(() => {
  $liveSocket.set(null);
  post.mockClear();
});

function connectedSocket(): FakeSocket {
  const socket = new FakeSocket();
  socket.serverConnect();
  $liveSocket.set(socket);
  return socket;
}

describe('markRead', () => {
  it('goes over the live connection when it is up, with no HTTP request', async () => {
    const socket = connectedSocket();
    const done = markRead('u-ada');
    const sent = socket.emitted.find((e) => e.event === 'markRead')!;
    expect(sent.payload).toEqual({ partnerId: 'u-ada' });
    sent.ack!({ ok: true, data: { partnerId: 'u-ada', unread: 0 } });
    await done;
    expect(post).not.toHaveBeenCalled();
  });

  it('uses HTTP when there is no connection, or the socket refuses', async () => {
    await markRead('u-ada');
    expect(post).toHaveBeenCalledWith('/convos/u-ada/read');

    const socket = connectedSocket();
    const done = markRead('u-alan');
    socket.emitted.find((e) => e.event === 'markRead')!.ack!({ ok: false, error: 'UNAVAILABLE', message: 'later' });
    await done;
    expect(post).toHaveBeenLastCalledWith('/convos/u-alan/read');
  });
});
