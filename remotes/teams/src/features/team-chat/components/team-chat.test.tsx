import { $liveSocket, $openTeamChat, $teamUnread, resetLiveCounts } from '@hackmate/shared/live';
import { setUser } from '@hackmate/shared/stores';
import { FakeSocket, renderWithProviders } from '@hackmate/shared/testing';
import type { TeamChatMessage, TeamMessagesPage } from '@hackmate/shared/types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, PRIYA, TEAM, TOMAS } from '../../../testing/fixtures';
import { getTeamMessages, markTeamRead } from '../api/team-chat';
import { TeamChat } from './team-chat';

vi.mock('../api/team-chat', () => ({ getTeamMessages: vi.fn(), markTeamRead: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

let socket: FakeSocket;
let seq = 0;

/** A stored message of the team, a minute apart each. */
function stored(text: string, sender = PRIYA, fields: Partial<TeamChatMessage> = {}): TeamChatMessage {
  seq += 1;
  return {
    _id: `m-${seq}`,
    teamId: TEAM._id,
    senderId: sender._id,
    senderName: sender.fullName,
    text,
    timestamp: new Date(Date.UTC(2030, 0, 2, 10, seq)).toISOString(),
    clientId: `their-${seq}`,
    ...fields,
  };
}

const page = (messages: TeamChatMessage[], nextCursor: string | null = null): TeamMessagesPage => ({ messages, nextCursor });

beforeEach(() => {
  vi.clearAllMocks();
  setUser({ _id: ME._id, fullName: ME.fullName });
  socket = new FakeSocket();
  socket.connected = true;
  vi.mocked(getTeamMessages).mockResolvedValue(page([]));
  vi.mocked(markTeamRead).mockResolvedValue();
});

afterEach(() => {
  act(() => $liveSocket.set(null));
  resetLiveCounts();
  sessionStorage.clear();
});

async function renderChat() {
  act(() => $liveSocket.set(socket));
  const user = userEvent.setup();
  const result = renderWithProviders(<TeamChat teamId={TEAM._id} />);
  await waitFor(() => expect(screen.queryByText('Loading the team chat')).not.toBeInTheDocument());
  return { user, ...result };
}

const box = () => screen.getByRole('textbox', { name: 'Message your team' });
const log = () => screen.getByRole('log', { name: 'Team chat messages' });
const sends = () => socket.sent('sendTeamMessage');
const payloadOf = (i: number) => sends()[i]!.payload as { teamId: string; message: string; clientId: string };
/** The server stores send number `i` and acknowledges it. */
function ack(i: number, at = new Date(Date.UTC(2030, 0, 2, 11, i)).toISOString()): TeamChatMessage {
  const { teamId, message, clientId } = payloadOf(i);
  const messageData: TeamChatMessage = { _id: `mine-${clientId}`, teamId, senderId: ME._id, senderName: ME.fullName, text: message, timestamp: at, clientId };
  act(() => sends()[i]!.ack!({ ok: true, data: { messageData } }));
  return messageData;
}
const shownTexts = () => within(log()).getAllByRole('listitem').map((li) => li.querySelector('.hm-team-chat__text')?.textContent);

describe('TeamChat', () => {
  it('says so when nobody has written yet, and sends on Enter: shown at once as sending, then as sent', async () => {
    const { user } = await renderChat();
    expect(screen.getByRole('heading', { name: 'Team chat' })).toBeInTheDocument();
    expect(screen.getByText('No messages yet — say hi to your team')).toBeInTheDocument();

    await user.type(box(), 'Hello team{Enter}');
    expect(box()).toHaveValue('');
    expect(sends()).toHaveLength(1);
    expect(payloadOf(0)).toEqual({ teamId: TEAM._id, message: 'Hello team', clientId: expect.any(String) });
    const mine = within(log()).getByRole('article', { name: /^You, / });
    expect(within(mine).getByRole('listitem')).toHaveTextContent('Hello teamSending…');
    expect(screen.queryByText('No messages yet — say hi to your team')).not.toBeInTheDocument();

    ack(0);
    expect(within(mine).getByRole('listitem')).toHaveTextContent('Hello teamSent');
    expect(shownTexts()).toEqual(['Hello team']);
  });

  it('adds a line on Shift+Enter and never sends blank text', async () => {
    const { user } = await renderChat();
    await user.type(box(), '   {Enter}');
    expect(sends()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.clear(box());
    await user.type(box(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(sends()).toHaveLength(0);
    expect(box()).toHaveValue('line one\nline two');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(payloadOf(0).message).toBe('line one\nline two');
  });

  it("shows teammates' messages live under their name, grouped, and reads the chat while it is on screen", async () => {
    vi.mocked(getTeamMessages).mockResolvedValue(page([stored('Welcome aboard', TOMAS)]));
    await renderChat();
    expect($openTeamChat.get()).toBe(TEAM._id);
    await waitFor(() => expect(markTeamRead).toHaveBeenCalledTimes(1));
    $teamUnread.set({ [TEAM._id]: 2 });

    act(() => socket.fire('teamMessageReceived', { messageData: stored('Standup at 10?'), teamName: TEAM.name }));
    act(() => socket.fire('teamMessageReceived', { messageData: stored('Bring coffee'), teamName: TEAM.name }));
    // Another team's message is not this chat's.
    act(() => socket.fire('teamMessageReceived', { messageData: stored('elsewhere', PRIYA, { teamId: 'other-team' }), teamName: 'Other' }));

    const groups = within(log()).getAllByRole('article');
    expect(groups.map((g) => g.getAttribute('aria-label')?.split(',')[0])).toEqual(['Tomás Ortega', 'Priya Raman']);
    expect(within(groups[1]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Standup at 10?', 'Bring coffee']);
    // Nothing of "sending" on other people's messages.
    expect(within(log()).queryByText('Sent')).not.toBeInTheDocument();
    await waitFor(() => expect(markTeamRead).toHaveBeenCalledTimes(2));
    await waitFor(() => expect($teamUnread.get()).toEqual({}));
  });

  it('shows every message once, whether history, a live event, an acknowledgement or all of them bring it', async () => {
    const first = stored('From the history');
    vi.mocked(getTeamMessages).mockResolvedValue(page([first]));
    const { user } = await renderChat();
    act(() => socket.fire('teamMessageReceived', { messageData: first, teamName: TEAM.name }));
    await user.type(box(), 'Mine{Enter}');
    const mine = ack(0);
    // The echo of my own message to this tab, and again after the ack.
    act(() => socket.fire('teamMessageReceived', { messageData: mine, teamName: TEAM.name }));
    act(() => socket.fire('teamMessageReceived', { messageData: { ...first }, teamName: TEAM.name }));
    expect(shownTexts()).toEqual(['From the history', 'Mine']);
  });

  it('sends what was not acknowledged again after a reconnect, with the same id, and fetches what came meanwhile — each shown once', async () => {
    const before = stored('Before the drop');
    vi.mocked(getTeamMessages).mockResolvedValue(page([before]));
    const { user } = await renderChat();
    await user.type(box(), 'one{Enter}');
    expect(sends()).toHaveLength(1);

    act(() => socket.serverDrop());
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    await user.type(box(), 'two{Enter}');
    // Written while offline: waits, shown as sending.
    expect(sends()).toHaveLength(1);
    expect(within(log()).getAllByText('Sending…')).toHaveLength(2);

    // The first send was stored before the drop; the catch-up brings it and a teammate's message.
    const firstId = payloadOf(0).clientId;
    const storedOne: TeamChatMessage = { _id: 'mine-one', teamId: TEAM._id, senderId: ME._id, senderName: ME.fullName, text: 'one', timestamp: new Date(Date.UTC(2030, 0, 2, 11, 0)).toISOString(), clientId: firstId };
    const missed = stored('Sent while you were away', TOMAS, { timestamp: new Date(Date.UTC(2030, 0, 2, 11, 1)).toISOString() });
    vi.mocked(getTeamMessages).mockResolvedValue(page([storedOne, missed]));
    act(() => socket.serverConnect());

    expect(sends().map((s) => (s.payload as { message: string }).message)).toEqual(['one', 'one', 'two']);
    expect(payloadOf(1).clientId).toBe(firstId);
    await waitFor(() => expect(getTeamMessages).toHaveBeenLastCalledWith(TEAM._id, { after: expect.any(String), limit: 200 }));
    await waitFor(() => expect(shownTexts()).toContain('Sent while you were away'));
    // The re-send is answered with the stored message; the other is stored now.
    act(() => sends()[1]!.ack!({ ok: true, data: { messageData: storedOne } }));
    ack(2, new Date(Date.UTC(2030, 0, 2, 11, 2)).toISOString());
    expect(shownTexts()).toEqual(['Before the drop', 'one', 'Sent while you were away', 'two']);
    expect(within(log()).queryByText('Sending…')).not.toBeInTheDocument();
    expect(screen.queryByText(/Reconnecting/)).not.toBeInTheDocument();
  });

  it('keeps what was written across a reload of the page and sends it once connected', async () => {
    socket.connected = false;
    const first = await renderChat();
    await first.user.type(box(), 'written offline{Enter}');
    first.unmount();

    socket = new FakeSocket();
    await renderChat();
    expect(shownTexts()).toEqual(['written offline']);
    act(() => socket.serverConnect());
    expect(sends().map((s) => (s.payload as { message: string }).message)).toEqual(['written offline']);
    ack(0);
    expect(within(log()).getByRole('listitem')).toHaveTextContent('written offlineSent');
  });

  it('loads earlier messages above the ones shown', async () => {
    const older = stored('The very first');
    const newer = stored('Newest');
    vi.mocked(getTeamMessages).mockImplementation(async (_teamId, query = {}) => (query.before === 'cursor-1' ? page([older]) : page([newer], 'cursor-1')));
    const { user } = await renderChat();
    expect(shownTexts()).toEqual(['Newest']);
    await user.click(screen.getByRole('button', { name: 'Load earlier' }));
    await waitFor(() => expect(shownTexts()).toEqual(['The very first', 'Newest']));
    expect(screen.queryByRole('button', { name: 'Load earlier' })).not.toBeInTheDocument();
  });

  it('says why a message was refused and sends it again on Retry', async () => {
    const { user } = await renderChat();
    await user.type(box(), 'Still here?{Enter}');
    act(() => sends()[0]!.ack!({ ok: false, error: 'NOT_TEAM_MEMBER', message: 'You are not (or no longer) a member.' }));
    const item = within(log()).getByRole('listitem');
    expect(item).toHaveTextContent('Not sent: You are not (or no longer) a member.');
    await user.click(within(item).getByRole('button', { name: 'Retry' }));
    expect(sends()).toHaveLength(2);
    expect(payloadOf(1)).toEqual(payloadOf(0));
    expect(within(log()).getByRole('listitem')).toHaveTextContent('Still here?Sending…');
  });

  it('offers Retry when the history cannot be read', async () => {
    vi.mocked(getTeamMessages).mockRejectedValueOnce(new Error('503'));
    const { user } = await renderChat();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the team chat.');
    vi.mocked(getTeamMessages).mockResolvedValue(page([stored('Back again')]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownTexts()).toEqual(['Back again']));
  });
});
