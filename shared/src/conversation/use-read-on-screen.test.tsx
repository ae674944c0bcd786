import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket';
import { ME, directCase, pagesOf, teamCase, type ConversationCase } from '../testing/conversation-cases';
import { ConversationClient } from './conversation-client';
import type { StoredMessage } from './kind';
import { useReadOnScreen } from './use-read-on-screen';

/** The user's read receipts, as both kinds of conversation send them while one is on screen. */
function readSuite<M extends StoredMessage>(c: ConversationCase<M>) {
  let visibility: DocumentVisibilityState;
  let socket: FakeSocket;
  let client: ConversationClient<M>;
  const markRead = vi.fn(async (_to: string) => {});
  const adapter = { ...c.kind, fetchPage: pagesOf<M>([]), markRead };

  function setVisibility(state: DocumentVisibilityState) {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  }

  function showChat(ready = true) {
    return renderHook(({ ready: r }) => useReadOnScreen(client, adapter, c.to, r), { initialProps: { ready } });
  }

  const receive = (m: M) => act(() => socket.fire(c.kind.events.received, { messageData: m }));

  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    socket = new FakeSocket();
    client = new ConversationClient(c.kind, { me: () => ME, fetchAfter: async () => [] });
    client.attach(socket);
    socket.serverConnect();
    client.open(c.to, []);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    markRead.mockReset();
    c.unread.set({});
  });

  it('tells the live layer which conversation is on screen, until it is left', () => {
    const { unmount } = showChat();
    expect(c.openOnScreen.get()).toBe(c.to);
    unmount();
    expect(c.openOnScreen.get()).toBeNull();
  });

  it('marks the conversation read on open and clears its badge count', async () => {
    c.unread.set({ [c.to]: 2, [c.other]: 1 });
    showChat();
    expect(markRead).toHaveBeenCalledWith(c.to);
    await vi.waitFor(() => expect(c.unread.get()).toEqual({ [c.other]: 1 }));
  });

  it('keeps the badge when the read fails', async () => {
    markRead.mockRejectedValueOnce(new Error('offline'));
    c.unread.set({ [c.to]: 2 });
    showChat();
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(c.unread.get()).toEqual({ [c.to]: 2 });
  });

  it('waits until the conversation may be read (history loaded, no problem)', () => {
    const { rerender } = showChat(false);
    expect(markRead).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it("marks it read again when someone else writes in it, not for the user's own messages or other conversations", async () => {
    showChat();
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    receive(c.message({ text: 'elsewhere', in: c.other }));
    receive(c.message({ text: 'mine, from another tab', from: 'me' }));
    await Promise.resolve();
    expect(markRead).toHaveBeenCalledTimes(1);
    receive(c.message({ text: 'still there?' }));
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledTimes(2));
  });

  it('asks once more, not once each, for messages that come while a read is on its way', async () => {
    let answer = () => {};
    markRead.mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    showChat();
    receive(c.message({ text: 'one' }));
    receive(c.message({ text: 'two' }));
    expect(markRead).toHaveBeenCalledTimes(1);
    act(() => answer());
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(markRead).toHaveBeenCalledTimes(2);
  });

  it('leaves what came while the tab was hidden unread until the tab is seen again', async () => {
    visibility = 'hidden';
    showChat();
    expect(markRead).not.toHaveBeenCalled();
    receive(c.message({ text: 'you there?' }));
    expect(markRead).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(markRead).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    // Seen again with nothing new: no request.
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await Promise.resolve();
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it('reads on becoming visible when the badge counts messages of this conversation', async () => {
    showChat();
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    act(() => setVisibility('hidden'));
    c.unread.set({ [c.to]: 1 });
    act(() => setVisibility('visible'));
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledTimes(2));
  });
}

describe('reading a 1:1 conversation on screen', () => readSuite(directCase));
describe("reading a team's conversation on screen", () => readSuite(teamCase));
