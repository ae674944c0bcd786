import type { ChatMessage } from '@hackmate/shared/types';
import { FakeSocket } from '@hackmate/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { ChatClient } from './chat-client';
import { sessionOutboxStore } from './outbox-store';

const ME = 'me-1';
const BOB = 'bob-2';

let seq = 0;
function stored(partial: Partial<ChatMessage> & { text: string }): ChatMessage {
  seq += 1;
  return {
    _id: partial._id ?? `m${seq}`,
    senderId: partial.senderId ?? ME,
    receiverId: partial.receiverId ?? BOB,
    message: partial.text,
    text: partial.text,
    timestamp: partial.timestamp ?? new Date(Date.UTC(2025, 0, 1, 12, 0, seq)).toISOString(),
    senderName: 'Me',
    clientId: partial.clientId ?? null,
  };
}

/** Plays the server's side: stores each clientId once, like the real unique (sender, client_id). */
class FakeServer {
  readonly byClientId = new Map<string, ChatMessage>();
  store(payload: { receiverId: string; message: string; clientId: string }): ChatMessage {
    const existing = this.byClientId.get(payload.clientId);
    if (existing) return existing;
    const m = stored({ text: payload.message, receiverId: payload.receiverId, clientId: payload.clientId });
    this.byClientId.set(payload.clientId, m);
    return m;
  }
  ackAll(socket: FakeSocket, from = 0): void {
    for (const e of socket.sent().slice(from)) e.ack?.({ ok: true, data: { messageData: this.store(e.payload as never) } });
  }
}

function setup(fetchAfter = vi.fn(async () => [] as ChatMessage[])) {
  let n = 0;
  const client = new ChatClient({ me: () => ({ _id: ME, fullName: 'Me' }), fetchAfter, newClientId: () => `c${++n}` });
  const socket = new FakeSocket();
  client.attach(socket);
  return { client, socket, fetchAfter, texts: () => client.getSnapshot().messages.map((m) => `${m.text}${m.pending ? ' (pending)' : ''}`) };
}

describe('ChatClient', () => {
  it('shows a sent message at once as pending and settles it on the ack', () => {
    const { client, socket, texts } = setup();
    socket.serverConnect();
    client.open(BOB, []);
    expect(client.send('hello')).toBe(true);
    expect(texts()).toEqual(['hello (pending)']);
    expect(socket.sent()[0]!.payload).toEqual({ receiverId: BOB, message: 'hello', clientId: 'c1' });

    new FakeServer().ackAll(socket);
    expect(texts()).toEqual(['hello']);
    expect(client.pendingCount()).toBe(0);
  });

  it('refuses blank text locally and never emits it', () => {
    const { client, socket } = setup();
    socket.serverConnect();
    client.open(BOB, []);
    expect(client.send('  \n ')).toBe(false);
    expect(client.send('x'.repeat(2001))).toBe(false);
    expect(socket.sent()).toHaveLength(0);
  });

  it('joins the open conversation on every (re)connect', () => {
    const { client, socket } = setup();
    client.open(BOB, []);
    socket.serverConnect();
    socket.serverDrop();
    socket.serverConnect();
    expect(socket.sent('joinChat').map((e) => e.payload)).toEqual([{ receiverId: BOB }, { receiverId: BOB }]);
  });

  it('keeps messages written before the connection exists and sends them once it does', () => {
    const { client, socket, texts } = setup();
    client.open(BOB, []);
    client.send('early');
    expect(socket.sent()).toHaveLength(0);
    socket.serverConnect();
    expect(socket.sent()).toHaveLength(1);
    new FakeServer().ackAll(socket);
    expect(texts()).toEqual(['early']);
  });

  it('re-sends unacknowledged messages after a drop with the same clientId and shows each once', async () => {
    const server = new FakeServer();
    const { client, socket, texts } = setup();
    socket.serverConnect();
    client.open(BOB, []);
    client.send('one');
    client.send('two');
    // The server stored "one" but the connection died before either ack arrived.
    server.store(socket.sent()[0]!.payload as never);
    socket.serverDrop();
    expect(client.getSnapshot().state).toBe('reconnecting');
    expect(texts()).toEqual(['one (pending)', 'two (pending)']);

    socket.serverConnect();
    const resent = socket.sent().slice(2);
    expect(resent.map((e) => (e.payload as { clientId: string }).clientId)).toEqual(['c1', 'c2']);
    server.ackAll(socket, 2);
    await Promise.resolve();
    expect(texts()).toEqual(['one', 'two']);
    expect(server.byClientId.size).toBe(2);
  });

  it('after a reconnect fetches what arrived meanwhile and merges without duplicates', async () => {
    const before = stored({ text: 'before', senderId: BOB, receiverId: ME });
    const missed = stored({ text: 'while you were away', senderId: BOB, receiverId: ME });
    const fetchAfter = vi.fn(async () => [before, missed]);
    const { client, socket, texts } = setup(fetchAfter);
    socket.serverConnect();
    client.open(BOB, [before]);
    expect(fetchAfter).not.toHaveBeenCalled();

    socket.serverDrop();
    socket.serverConnect();
    await vi.waitFor(() => expect(texts()).toEqual(['before', 'while you were away']));
    // Starts a little before the last message seen, so racing commits are not skipped.
    const [receiver, after] = fetchAfter.mock.calls[0] as unknown as [string, string];
    expect(receiver).toBe(BOB);
    expect(Date.parse(after)).toBeLessThan(Date.parse(before.timestamp));
  });

  it('tells listeners when the connection comes after the chat started listening, not when it was there already', () => {
    const { client, socket } = setup();
    const reconnects = vi.fn();
    client.onReconnect(reconnects);
    // The tab's socket opened after the screen read its list: what came in between was not live.
    socket.serverConnect();
    expect(reconnects).toHaveBeenCalledTimes(1);
    socket.serverDrop();
    socket.serverConnect();
    expect(reconnects).toHaveBeenCalledTimes(2);
    // Back on the screen with the socket connected all along: nothing was missed.
    client.detach();
    client.attach(socket);
    expect(reconnects).toHaveBeenCalledTimes(2);
  });

  it("catches up when the tab's socket connects after the conversation's history was read", async () => {
    const before = stored({ text: 'before', senderId: BOB, receiverId: ME });
    const early = stored({ text: 'sent before the socket opened', senderId: BOB, receiverId: ME });
    const fetchAfter = vi.fn(async () => [before, early]);
    const { client, socket, texts } = setup(fetchAfter);
    client.open(BOB, [before]);
    socket.serverConnect();
    await vi.waitFor(() => expect(texts()).toEqual(['before', 'sent before the socket opened']));
    expect(fetchAfter).toHaveBeenCalledTimes(1);
  });

  it('appends incoming messages of the open conversation and ignores other conversations', () => {
    const { client, socket, texts } = setup();
    const seen: string[] = [];
    client.onMessage((m) => seen.push(m.text));
    socket.serverConnect();
    client.open(BOB, []);
    const fromBob = stored({ text: 'hi from bob', senderId: BOB, receiverId: ME });
    socket.fire('messageReceived', { messageData: fromBob });
    socket.fire('messageReceived', { messageData: fromBob });
    socket.fire('messageReceived', { messageData: stored({ text: 'from carol', senderId: 'carol', receiverId: ME }) });
    socket.fire('messageReceived', undefined);
    expect(texts()).toEqual(['hi from bob']);
    expect(seen).toEqual(['hi from bob', 'hi from bob', 'from carol']);
  });

  it('merges the echo of our own message (other tab or this one) with the pending copy', () => {
    const server = new FakeServer();
    const { client, socket, texts } = setup();
    socket.serverConnect();
    client.open(BOB, []);
    client.send('echo first');
    const saved = server.store(socket.sent()[0]!.payload as never);
    socket.fire('messageReceived', { messageData: saved });
    expect(texts()).toEqual(['echo first']);
    server.ackAll(socket);
    expect(texts()).toEqual(['echo first']);
  });

  it('marks a refused message as failed, reports it, and can retry it', () => {
    const onRefused = vi.fn();
    const client = new ChatClient({ me: () => ({ _id: ME }), fetchAfter: async () => [], newClientId: () => 'c1', onRefused });
    const socket = new FakeSocket();
    client.attach(socket);
    socket.serverConnect();
    client.open(BOB, []);
    client.send('too fast');
    socket.sent()[0]!.ack?.({ ok: false, error: 'RATE_LIMITED', message: 'Slow down.' });
    expect(client.getSnapshot().messages[0]).toMatchObject({ text: 'too fast', failed: 'Slow down.', pending: false });
    expect(onRefused).toHaveBeenCalledWith('RATE_LIMITED', 'Slow down.');

    client.retry('c1');
    expect(socket.sent()).toHaveLength(2);
    new FakeServer().ackAll(socket, 1);
    const [settled, ...rest] = client.getSnapshot().messages;
    expect(rest).toHaveLength(0);
    expect(settled).toMatchObject({ text: 'too fast', _id: expect.any(String) });
    expect(settled!.pending ?? false).toBe(false);
    expect(settled!.failed).toBeUndefined();
  });

  it('reports the connection state', () => {
    const { client, socket } = setup();
    expect(client.getSnapshot().state).toBe('connecting');
    socket.fire('connect_error', new Error('timeout'));
    expect(client.getSnapshot().state).toBe('connecting');
    socket.serverConnect();
    expect(client.getSnapshot().state).toBe('connected');
    socket.serverDrop();
    expect(client.getSnapshot().state).toBe('reconnecting');
    socket.serverConnect();
    socket.serverDrop('io server disconnect');
    expect(client.getSnapshot().state).toBe('offline');
  });

  it('a refused handshake leaves it offline', () => {
    const { client, socket } = setup();
    socket.active = false;
    socket.fire('connect_error', new Error('UNAUTHENTICATED'));
    expect(client.getSnapshot().state).toBe('offline');
  });

  it('keeps pending messages of another conversation when switching and back', () => {
    const { client, socket, texts } = setup();
    socket.serverConnect();
    client.open(BOB, []);
    client.send('for bob');
    client.open('carol', []);
    expect(texts()).toEqual([]);
    client.open(BOB, []);
    expect(texts()).toEqual(['for bob (pending)']);
  });

  it('detach drops its listeners but leaves the tab\'s socket open; the outbox goes to the next socket', () => {
    const { client, socket } = setup();
    client.open(BOB, []);
    client.send('written while the screen remounts');
    client.detach();
    expect(socket.active).toBe(true);
    expect(socket.listenerCount()).toBe(0);

    const next = new FakeSocket();
    client.attach(next);
    expect(client.getSnapshot().state).toBe('connecting');
    next.serverConnect();
    expect(next.sent().map((e) => (e.payload as { message: string }).message)).toEqual(['written while the screen remounts']);
  });

  it('attached to a socket that is already connected (the screen came back), it joins and sends at once', () => {
    const { client, socket } = setup();
    socket.serverConnect();
    client.detach();
    client.open(BOB, []);
    client.send('after coming back');
    expect(socket.sent()).toHaveLength(0);
    client.attach(socket);
    expect(client.getSnapshot().state).toBe('connected');
    expect(socket.sent('joinChat').map((e) => e.payload)).toEqual([{ receiverId: BOB }]);
    expect(socket.sent().map((e) => (e.payload as { message: string }).message)).toEqual(['after coming back']);
  });
});

describe('ChatClient across a reload', () => {
  it('keeps unacknowledged messages in its store and sends them from the next page, once', () => {
    const server = new FakeServer();
    const storage = new Map<string, string>();
    const store = sessionOutboxStore(ME, {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    } as Storage);

    // First page: written while offline, then the page is reloaded.
    const before = new ChatClient({ me: () => ({ _id: ME, fullName: 'Me' }), fetchAfter: async () => [], newClientId: () => 'c1', outboxStore: store });
    before.attach(new FakeSocket());
    before.open(BOB, []);
    before.send('written offline');

    // Second page: shows it as pending and sends it with the same clientId on connect.
    const after = new ChatClient({ me: () => ({ _id: ME, fullName: 'Me' }), fetchAfter: async () => [], outboxStore: store });
    const socket = new FakeSocket();
    after.attach(socket);
    after.open(BOB, []);
    expect(after.getSnapshot().messages.map((m) => [m.text, m.pending])).toEqual([['written offline', true]]);
    socket.serverConnect();
    expect(socket.sent('sendMessage').map((e) => e.payload)).toEqual([{ receiverId: BOB, message: 'written offline', clientId: 'c1' }]);
    server.ackAll(socket, socket.sent().findIndex((e) => e.event === 'sendMessage'));
    expect(after.getSnapshot().messages.map((m) => [m.text, m.pending])).toEqual([['written offline', undefined]]);
    // Delivered: nothing is left to send after yet another reload.
    expect(store.load()).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it('ignores a damaged store instead of failing to open the chat', () => {
    const storage = { getItem: () => '{not json', setItem: () => {}, removeItem: () => {} } as unknown as Storage;
    expect(sessionOutboxStore(ME, storage).load()).toEqual([]);
    const mixed = { getItem: () => JSON.stringify([{ receiverId: BOB, clientId: 'x', text: 'ok' }, { clientId: 5 }, null]), setItem: () => {}, removeItem: () => {} } as unknown as Storage;
    expect(sessionOutboxStore(ME, mixed).load()).toEqual([{ receiverId: BOB, clientId: 'x', text: 'ok' }]);
  });
});
