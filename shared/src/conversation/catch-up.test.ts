import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket';
import { ME, directCase, pagesOf, teamCase, type ConversationCase } from '../testing/conversation-cases';
import { catchUpFetcher } from './catch-up';
import { ConversationClient } from './conversation-client';
import type { StoredMessage } from './kind';

/** What both kinds of conversation fetch after the connection came (back) late, and how it is merged. */
function catchUpSuite<M extends StoredMessage>(c: ConversationCase<M>) {
  function setup(fetchPage: ReturnType<typeof pagesOf<M>>) {
    const client = new ConversationClient(c.kind, { me: () => ME, fetchAfter: catchUpFetcher(fetchPage) });
    const socket = new FakeSocket();
    client.attach(socket);
    return { client, socket, texts: () => client.getSnapshot().messages.map((m) => m.text) };
  }

  it('after a reconnect fetches what arrived meanwhile, page by page, and merges it without duplicates', async () => {
    const before = c.message({ text: 'before' });
    const missed = Array.from({ length: 201 }, (_, i) => c.message({ text: `missed ${i}` }));
    // The catch-up overlaps what is shown; the server's pages are 200 long at most.
    const fetchPage = pagesOf([before, ...missed.slice(0, 199)], missed.slice(199));
    const { client, socket, texts } = setup(fetchPage);
    socket.serverConnect();
    client.open(c.to, [before]);
    expect(fetchPage).not.toHaveBeenCalled();

    socket.serverDrop();
    socket.serverConnect();
    await vi.waitFor(() => expect(texts()).toHaveLength(202));
    expect(texts()[0]).toBe('before');
    expect(texts().at(-1)).toBe('missed 200');
    const [[firstTo, first], [, second]] = fetchPage.mock.calls as unknown as [[string, { after: string; limit: number }], [string, unknown]];
    expect(firstTo).toBe(c.to);
    // Starts a little before the last message seen, so racing commits are not skipped.
    expect(Date.parse(first.after)).toBeLessThan(Date.parse(before.timestamp));
    expect(first.limit).toBe(200);
    expect(second).toEqual({ after: missed[198]!._id, limit: 200 });
  });

  it("catches up when the tab's socket connects after the conversation's history was read", async () => {
    const before = c.message({ text: 'before' });
    const early = c.message({ text: 'sent before the socket opened' });
    const fetchPage = pagesOf([before, early]);
    const { client, socket, texts } = setup(fetchPage);
    client.open(c.to, [before]);
    socket.serverConnect();
    await vi.waitFor(() => expect(texts()).toEqual(['before', 'sent before the socket opened']));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing while the history is not shown yet, nor for a socket connected all along (the history read covers it)', async () => {
    const fetchPage = pagesOf<M>([]);
    const { client, socket } = setup(fetchPage);
    client.open(c.to);
    socket.serverConnect();
    client.detach();
    client.open(c.to, []);
    client.attach(socket);
    await Promise.resolve();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('tells reconnect listeners when the connection comes after the client started listening, not when it was there already', () => {
    const { client, socket } = setup(pagesOf<M>([]));
    const reconnects = vi.fn();
    client.onReconnect(reconnects);
    // The tab's socket opened after the screen read its data: what came in between was not live.
    socket.serverConnect();
    expect(reconnects).toHaveBeenCalledTimes(1);
    socket.serverDrop();
    socket.serverConnect();
    expect(reconnects).toHaveBeenCalledTimes(2);
    client.detach();
    client.attach(socket);
    expect(reconnects).toHaveBeenCalledTimes(2);
  });

  it('tells the screen of the caught-up messages of others', async () => {
    const missed = c.message({ text: 'missed' });
    const { client, socket } = setup(pagesOf([missed, c.message({ text: 'mine', from: 'me' })]));
    const incoming: string[] = [];
    client.onIncoming((m) => incoming.push(m.text));
    client.open(c.to, []);
    socket.serverConnect();
    await vi.waitFor(() => expect(incoming).toEqual(['missed']));
  });

  it("on the server's catchUp (its link to the other processes was down), fetches what the open conversation missed and merges it once", async () => {
    const before = c.message({ text: 'before' });
    const lost = c.message({ text: 'lost in the outage' });
    const live = c.message({ text: 'came live after it' });
    const fetchPage = pagesOf([before, lost, live]);
    const { client, socket, texts } = setup(fetchPage);
    const reconnects = vi.fn();
    socket.serverConnect();
    client.open(c.to, [before]);
    client.onReconnect(reconnects);
    socket.fire(c.kind.events.received, { messageData: live });
    expect(fetchPage).not.toHaveBeenCalled();

    socket.fire('catchUp', {});
    await vi.waitFor(() => expect(texts()).toEqual(['before', 'lost in the outage', 'came live after it']));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    // The conversation list beside it is read again too.
    expect(reconnects).toHaveBeenCalledTimes(1);
  });

  it('leaves a catchUp heard while not connected to the next connect, which catches up anyway', async () => {
    const fetchPage = pagesOf([c.message({ text: 'missed' })]);
    const { client, socket, texts } = setup(fetchPage);
    socket.serverConnect();
    client.open(c.to, []);
    socket.serverDrop();
    socket.fire('catchUp', {});
    expect(fetchPage).not.toHaveBeenCalled();
    socket.serverConnect();
    await vi.waitFor(() => expect(texts()).toEqual(['missed']));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('drops a catch-up of a conversation the user has left meanwhile, and tries again on the next reconnect after a failure', async () => {
    const late = c.message({ text: 'late' });
    let answer: (page: { messages: M[]; nextCursor: null }) => void = () => {};
    const fetchPage = vi.fn(() => new Promise<{ messages: M[]; nextCursor: null }>((resolve) => (answer = resolve)));
    const client = new ConversationClient(c.kind, { me: () => ME, fetchAfter: catchUpFetcher(fetchPage) });
    const socket = new FakeSocket();
    client.attach(socket);
    client.open(c.to, []);
    socket.serverConnect();
    client.close();
    client.open(c.other, []);
    answer({ messages: [late], nextCursor: null });
    await Promise.resolve();
    expect(client.getSnapshot().messages).toEqual([]);

    fetchPage.mockRejectedValueOnce(new Error('offline'));
    socket.serverDrop();
    socket.serverConnect();
    await Promise.resolve();
    fetchPage.mockResolvedValueOnce({ messages: [c.message({ text: 'at last', in: c.other })], nextCursor: null });
    socket.serverDrop();
    socket.serverConnect();
    await vi.waitFor(() => expect(client.getSnapshot().messages.map((m) => m.text)).toEqual(['at last']));
  });
}

describe('catching up a 1:1 conversation', () => catchUpSuite(directCase));
describe("catching up a team's conversation", () => catchUpSuite(teamCase));
