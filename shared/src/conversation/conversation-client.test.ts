import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket';
import { FakeChatServer, ME, directCase, pagesOf, teamCase, type ConversationCase } from '../testing/conversation-cases';
import { catchUpFetcher } from './catch-up';
import { ConversationClient, type ConversationClientOptions } from './conversation-client';
import type { StoredMessage } from './kind';

/**
 * Delivery, as both kinds of conversation get it from the one client: the outbox, acks, retries,
 * merging by id, the connection's state, joining and typing where the kind has them. Catch-up
 * after a reconnect: catch-up.test.ts; reloads: outbox-store.test.ts; reads: use-read-on-screen.test.tsx.
 */
function deliverySuite<M extends StoredMessage>(c: ConversationCase<M>) {
  const { kind, to } = c;
  const sends = (socket: FakeSocket) => socket.sent(kind.events.send);

  function setup(options: Partial<ConversationClientOptions<M>> = {}) {
    let n = 0;
    const fetchPage = pagesOf<M>([]);
    const client = new ConversationClient(kind, { me: () => ME, fetchAfter: catchUpFetcher(fetchPage), newClientId: () => `c${++n}`, ...options });
    const socket = new FakeSocket();
    client.attach(socket);
    const texts = () => client.getSnapshot().messages.map((m) => `${m.text}${m.pending ? ' (pending)' : ''}${m.failed ? ' (failed)' : ''}`);
    return { client, socket, fetchPage, texts };
  }

  it('shows a sent message at once as pending and settles it on the ack', () => {
    const { client, socket, texts } = setup();
    socket.serverConnect();
    client.open(to, []);
    expect(client.send('hello')).toBe(true);
    expect(texts()).toEqual(['hello (pending)']);
    expect(client.getSnapshot().messages[0]).toMatchObject({ senderId: ME._id, senderName: ME.fullName, [kind.field]: to });
    expect(sends(socket).map((e) => e.payload)).toEqual([{ [kind.field]: to, message: 'hello', clientId: 'c1' }]);

    new FakeChatServer(c).ackAll(socket);
    expect(texts()).toEqual(['hello']);
    expect(client.pendingCount()).toBe(0);
  });

  it('refuses blank or over-long text, or no open conversation, locally and never emits it', () => {
    const { client, socket } = setup();
    socket.serverConnect();
    expect(client.send('nobody to send to')).toBe(false);
    client.open(to, []);
    expect(client.send('  \n ')).toBe(false);
    expect(client.send('x'.repeat(2001))).toBe(false);
    expect(socket.emitted.filter((e) => e.event === kind.events.send)).toHaveLength(0);
  });

  it('keeps messages written before the connection exists and sends them once it does', () => {
    const { client, socket, texts } = setup();
    client.open(to, []);
    client.send('early');
    expect(sends(socket)).toHaveLength(0);
    socket.serverConnect();
    expect(sends(socket)).toHaveLength(1);
    new FakeChatServer(c).ackAll(socket);
    expect(texts()).toEqual(['early']);
  });

  it('re-sends unacknowledged messages after a drop with the same clientId and shows each once', () => {
    const server = new FakeChatServer(c);
    const { client, socket, texts } = setup();
    socket.serverConnect();
    client.open(to, []);
    client.send('one');
    client.send('two');
    // The server stored "one" but the connection died before either ack arrived.
    server.store(sends(socket)[0]!.payload);
    socket.serverDrop();
    expect(client.getSnapshot().state).toBe('reconnecting');
    expect(texts()).toEqual(['one (pending)', 'two (pending)']);

    socket.serverConnect();
    expect(sends(socket).slice(2).map((e) => (e.payload as { clientId: string }).clientId)).toEqual(['c1', 'c2']);
    server.ackAll(socket, 2);
    expect(texts()).toEqual(['one', 'two']);
    expect(server.byClientId.size).toBe(2);
  });

  it('keeps a message written during a gap pending ("Sending…") and sends it once after the reconnect', () => {
    const server = new FakeChatServer(c);
    const { client, socket, texts } = setup();
    socket.serverConnect();
    client.open(to, []);
    socket.serverDrop('transport close');
    expect(client.getSnapshot().state).toBe('reconnecting');
    expect(client.send('during the restart')).toBe(true);
    expect(texts()).toEqual(['during the restart (pending)']);
    expect(sends(socket)).toHaveLength(0);

    socket.serverConnect();
    expect(client.getSnapshot().state).toBe('connected');
    expect(sends(socket).map((e) => e.payload)).toEqual([{ [kind.field]: to, message: 'during the restart', clientId: 'c1' }]);
    server.ackAll(socket);
    expect(texts()).toEqual(['during the restart']);
    // A later reconnect has nothing left to send.
    socket.serverDrop();
    socket.serverConnect();
    expect(sends(socket)).toHaveLength(1);
  });

  it('shows what the user wrote to a conversation that is still waiting, before its history is read', () => {
    const { client } = setup();
    client.open(to);
    client.send('written before the history came');
    client.close();
    client.open(to);
    expect(client.getSnapshot().messages.map((m) => [m.text, m.pending])).toEqual([['written before the history came', true]]);
  });

  it("appends the open conversation's incoming messages once, and tells the screen of others' as they come", () => {
    const { client, socket, texts } = setup();
    const everyStored: string[] = [];
    const incoming: string[] = [];
    client.onMessage((m) => everyStored.push(m.text));
    client.onIncoming((m) => incoming.push(m.text));
    socket.serverConnect();
    client.open(to, []);
    const theirs = c.message({ text: 'hi from them' });
    socket.fire(kind.events.received, { messageData: theirs });
    socket.fire(kind.events.received, { messageData: theirs });
    socket.fire(kind.events.received, { messageData: c.message({ text: 'elsewhere', in: c.other }) });
    socket.fire(kind.events.received, { messageData: c.message({ text: 'mine, from another tab', from: 'me' }) });
    socket.fire(kind.events.received, undefined);
    expect(texts()).toEqual(['hi from them', 'mine, from another tab']);
    // The conversation list hears of every stored message, in every conversation.
    expect(everyStored).toEqual(['hi from them', 'hi from them', 'elsewhere', 'mine, from another tab']);
    expect(incoming).toEqual(['hi from them', 'hi from them']);
  });

  it('merges the echo of our own message (other tab or this one) with the pending copy', () => {
    const server = new FakeChatServer(c);
    const { client, socket, texts } = setup();
    socket.serverConnect();
    client.open(to, []);
    client.send('echo first');
    socket.fire(kind.events.received, { messageData: server.store(sends(socket)[0]!.payload) });
    expect(texts()).toEqual(['echo first']);
    expect(client.pendingCount()).toBe(0);
    server.ackAll(socket);
    expect(texts()).toEqual(['echo first']);
  });

  it('marks a refused message as failed, reports it, and sends it again on retry', () => {
    const onRefused = vi.fn();
    const { client, socket, texts } = setup({ onRefused });
    socket.serverConnect();
    client.open(to, []);
    client.send('too fast');
    sends(socket)[0]!.ack?.({ ok: false, error: 'RATE_LIMITED', message: 'Slow down.' });
    expect(client.getSnapshot().messages[0]).toMatchObject({ text: 'too fast', failed: 'Slow down.', pending: false });
    expect(onRefused).toHaveBeenCalledWith('RATE_LIMITED', 'Slow down.');
    // Final: not sent again on the next connection.
    socket.serverDrop();
    socket.serverConnect();
    expect(sends(socket)).toHaveLength(1);

    client.retry('c1');
    expect(texts()).toEqual(['too fast (pending)']);
    expect(sends(socket)[1]!.payload).toEqual(sends(socket)[0]!.payload);
    new FakeChatServer(c).ackAll(socket, 1);
    expect(texts()).toEqual(['too fast']);
  });

  it('reports the connection state, and offline once the server refuses or ends it', () => {
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

    const refused = setup();
    refused.socket.active = false;
    refused.socket.fire('connect_error', new Error('UNAUTHENTICATED'));
    expect(refused.client.getSnapshot().state).toBe('offline');
  });

  it('keeps pending messages of another conversation when switching and back', () => {
    const { client, socket, texts } = setup();
    socket.serverConnect();
    client.open(to, []);
    client.send('for them');
    client.close();
    client.open(c.other, []);
    expect(texts()).toEqual([]);
    client.close();
    client.open(to, []);
    expect(texts()).toEqual(['for them (pending)']);
  });

  it("detach drops its listeners but leaves the tab's socket open; the outbox goes to the next socket", () => {
    const { client, socket } = setup();
    client.open(to, []);
    client.send('written while the screen remounts');
    client.detach();
    expect(socket.active).toBe(true);
    expect(socket.listenerCount()).toBe(0);

    const next = new FakeSocket();
    client.attach(next);
    expect(client.getSnapshot().state).toBe('connecting');
    next.serverConnect();
    expect(sends(next).map((e) => (e.payload as { message: string }).message)).toEqual(['written while the screen remounts']);
  });

  it('joins the open conversation on every (re)connect where its kind has rooms to join, and emits nothing else', () => {
    const { client, socket } = setup();
    client.open(to, []);
    socket.serverConnect();
    socket.serverDrop();
    socket.serverConnect();
    // Back on the screen, the socket connected all along.
    client.detach();
    client.attach(socket);
    const joins = kind.events.join ? [kind.events.join, kind.events.join, kind.events.join] : [];
    expect(socket.emitted.map((e) => e.event)).toEqual(joins);
    for (const e of socket.emitted) expect(e.payload).toEqual({ [kind.field]: to });
  });

  it('tells the open conversation the user is typing where its kind passes it on, only while connected', () => {
    const { client, socket } = setup();
    client.sendTyping();
    client.open(to, []);
    client.sendTyping();
    socket.serverConnect();
    client.sendTyping();
    const typing = socket.emitted.filter((e) => e.event !== kind.events.join);
    expect(typing.map((e) => [e.event, e.payload])).toEqual(kind.events.typing ? [[kind.events.typing, { [kind.field]: to }]] : []);
  });
}

describe('a 1:1 conversation', () => deliverySuite(directCase));
describe("a team's conversation", () => deliverySuite(teamCase));
