import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../testing/fake-socket';
import { FakeChatServer, ME, directCase, teamCase, type ConversationCase } from '../testing/conversation-cases';
import { ConversationClient } from './conversation-client';
import type { StoredMessage } from './kind';
import { conversationOutboxStore } from './outbox-store';

function memoryStorage(storage = new Map<string, string>()): Storage {
  return {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  } as Storage;
}

/** What the user wrote and was not acknowledged, across a reload of the page, in both kinds of conversation. */
function reloadSuite<M extends StoredMessage>(c: ConversationCase<M>) {
  const { kind, to } = c;

  it('keeps unacknowledged messages in the tab and sends them from the next page, once', () => {
    const server = new FakeChatServer(c);
    const storage = new Map<string, string>();
    const store = conversationOutboxStore(kind, ME._id, memoryStorage(storage));

    // First page: written while offline, then the page is reloaded.
    const before = new ConversationClient(kind, { me: () => ME, fetchAfter: async () => [], newClientId: () => 'c1', outboxStore: store });
    before.attach(new FakeSocket());
    before.open(to, []);
    before.send('written offline');
    // Where and how it always waited, so that what waits in a tab across a deploy still goes out.
    expect(JSON.parse(storage.get(`${kind.outboxKey}:${ME._id}`)!)).toEqual([{ [kind.field]: to, clientId: 'c1', text: 'written offline' }]);

    // Second page: shows it as pending and sends it with the same clientId on connect.
    const after = new ConversationClient(kind, { me: () => ME, fetchAfter: async () => [], outboxStore: store });
    const socket = new FakeSocket();
    after.attach(socket);
    after.open(to, []);
    expect(after.getSnapshot().messages.map((m) => [m.text, m.pending])).toEqual([['written offline', true]]);
    socket.serverConnect();
    expect(socket.sent(kind.events.send).map((e) => e.payload)).toEqual([{ [kind.field]: to, message: 'written offline', clientId: 'c1' }]);
    server.ackAll(socket);
    expect(after.getSnapshot().messages.map((m) => [m.text, m.pending])).toEqual([['written offline', undefined]]);
    // Delivered: nothing is left to send after yet another reload.
    expect(store.load()).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it('sends what waits for another conversation of its kind too, and settles it without showing it here', () => {
    const store = conversationOutboxStore(kind, ME._id, memoryStorage());
    store.save([{ to: c.other, clientId: 'elsewhere', text: 'for the other one' }]);
    const client = new ConversationClient(kind, { me: () => ME, fetchAfter: async () => [], outboxStore: store });
    const socket = new FakeSocket();
    client.attach(socket);
    client.open(to, []);
    socket.serverConnect();
    expect(socket.sent(kind.events.send).map((e) => e.payload)).toEqual([{ [kind.field]: c.other, message: 'for the other one', clientId: 'elsewhere' }]);
    new FakeChatServer(c).ackAll(socket);
    expect(client.getSnapshot().messages).toEqual([]);
    expect(store.load()).toEqual([]);
  });

  it("ignores a damaged store, or another kind's messages, instead of failing to open the chat", () => {
    const damaged = { getItem: () => '{not json', setItem: () => {}, removeItem: () => {} } as unknown as Storage;
    expect(conversationOutboxStore(kind, ME._id, damaged).load()).toEqual([]);
    const other = kind.field === 'teamId' ? 'receiverId' : 'teamId';
    const saved = [{ [kind.field]: to, clientId: 'x', text: 'ok' }, { [other]: to, clientId: 'y', text: 'not ours' }, { clientId: 5 }, null];
    const mixed = { getItem: () => JSON.stringify(saved), setItem: () => {}, removeItem: () => {} } as unknown as Storage;
    expect(conversationOutboxStore(kind, ME._id, mixed).load()).toEqual([{ to, clientId: 'x', text: 'ok' }]);
  });
}

describe('a 1:1 conversation across a reload', () => reloadSuite(directCase));
describe("a team's conversation across a reload", () => reloadSuite(teamCase));
