import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'react-toastify';
import { ACTION_TOAST_MS } from '@hackmate/shared/ui';
import { $liveSocket, setOpenConversation, setOpenTeamChat } from '@hackmate/shared/live';
import { $user, clearUser } from '@hackmate/shared/stores';
import { FakeSocket } from '@hackmate/shared/testing';
import type { ChatMessage, TeamMessageReceived } from '@hackmate/shared/types';
import { renderAt } from '../../../testing/render';
import { clearRuntimeConfig, setRuntimeConfig } from '../../../testing/runtime-config';
import { AppToastContainer } from '../../toasts';
import { useLiveToasts } from './use-live-toasts';

let socket: FakeSocket;

function Harness() {
  useLiveToasts();
  return <AppToastContainer />;
}

const message = (senderId: string, senderName: string): { messageData: ChatMessage } => ({
  messageData: { _id: `m-${Math.random()}`, senderId, receiverId: 'u-me', message: 'hi', text: 'hi', timestamp: new Date().toISOString(), senderName },
});

const teamMessage = (teamId: string, teamName: string, senderId = 'u-ana'): TeamMessageReceived => ({
  messageData: { _id: `t-${Math.random()}`, teamId, senderId, senderName: 'Ana Lima', text: 'hi team', timestamp: new Date().toISOString(), clientId: `c-${Math.random()}` },
  teamName,
});

beforeEach(() => {
  setRuntimeConfig();
  $user.set({ _id: 'u-me', fullName: 'Mia Maker' });
  socket = new FakeSocket();
  $liveSocket.set(socket);
});

afterEach(() => {
  act(() => toast.dismiss());
  $liveSocket.set(null);
  setOpenConversation(null);
  setOpenTeamChat(null);
  clearUser();
  clearRuntimeConfig();
});

describe('live toasts', () => {
  it('tell of a new message, once per conversation in 10 s, and open it on click', async () => {
    const { location } = renderAt(<Harness />, '/feed');
    act(() => socket.fire('messageReceived', message('u-ana', 'Ana Lima')));
    act(() => socket.fire('messageReceived', message('u-ana', 'Ana Lima')));
    act(() => socket.fire('messageReceived', message('u-ben', 'Ben Ode')));
    const link = await screen.findByRole('link', { name: 'New message from Ana Lima' });
    expect(await screen.findByRole('link', { name: 'New message from Ben Ode' })).toHaveAttribute('href', '/convos/u-ben');
    expect(screen.getAllByRole('link', { name: 'New message from Ana Lima' })).toHaveLength(1);

    fireEvent.click(link);
    expect(location().pathname).toBe('/convos/u-ana');
  });

  it('say nothing of a message whose conversation is on screen, or of the user\'s own', async () => {
    renderAt(<Harness />, '/convos/u-ana');
    setOpenConversation('u-ana');
    act(() => socket.fire('messageReceived', message('u-ana', 'Ana Lima')));
    act(() => socket.fire('messageReceived', message('u-me', 'Mia Maker')));
    act(() => socket.fire('requestUpdate', { kind: 'received', person: { _id: 'u-cy', fullName: 'Cy Park' } }));
    // The request's toast shows, so anything raised before it would have too.
    expect(await screen.findByRole('link', { name: 'Cy Park wants to team up' })).toHaveAttribute('href', '/reqs/review');
    expect(screen.queryByText(/New message/)).not.toBeInTheDocument();
  });

  it('tell of an accepted request, leading to the conversation with them', async () => {
    const { location } = renderAt(<Harness />, '/feed');
    act(() => socket.fire('requestUpdate', { kind: 'accepted', person: { _id: 'u-ana', fullName: 'Ana Lima' } }));
    fireEvent.click(await screen.findByRole('link', { name: 'Ana Lima accepted your request' }));
    expect(location().pathname).toBe('/convos/u-ana');
  });

  it('tell of a match on any screen: Say hi opens the chat with the suggested opener', async () => {
    const { location } = renderAt(<Harness />, '/events');
    const match = { partner: { _id: 'u-ana', fullName: 'Ana Lima', profileUrl: '' }, sharedSkills: [], sharedRoles: [], sharedEvent: { _id: 'e1', name: 'HackMIT' } };
    act(() => socket.fire('requestUpdate', { kind: 'accepted', person: { _id: 'u-ana', fullName: 'Ana Lima' }, match }));
    expect(await screen.findByText('You matched with Ana Lima')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Say hi' }));
    expect(location().pathname).toBe('/convos/u-ana');
    expect(new URLSearchParams(location().search).get('opener')).toBe("Hi Ana! I saw we're both going to HackMIT. Want to team up there?");
  });

  it('keep a match on screen long enough to act on it, while a plain notice leaves after 3 s', async () => {
    renderAt(<Harness />, '/events');
    const match = { partner: { _id: 'u-ana', fullName: 'Ana Lima', profileUrl: '' }, sharedSkills: [], sharedRoles: [], sharedEvent: null };
    act(() => socket.fire('requestUpdate', { kind: 'accepted', person: { _id: 'u-ana', fullName: 'Ana Lima' }, match }));
    act(() => socket.fire('messageReceived', message('u-ben', 'Ben Ode')));
    // A toast's time is its progress bar's animation.
    const timeOf = async (text: string | RegExp) =>
      (await screen.findByText(text)).closest('.Toastify__toast')!.querySelector<HTMLElement>('.Toastify__progress-bar')!.style.animationDuration;
    expect(await timeOf('You matched with Ana Lima')).toBe(`${ACTION_TOAST_MS}ms`);
    expect(await timeOf('New message from Ben Ode')).toBe('3000ms');
  });

  it('tell of a team message, once per team in 10 s, and open the team page on click', async () => {
    const { location } = renderAt(<Harness />, '/feed');
    act(() => socket.fire('teamMessageReceived', teamMessage('t-owls', 'Night Owls')));
    act(() => socket.fire('teamMessageReceived', teamMessage('t-owls', 'Night Owls', 'u-ben')));
    act(() => socket.fire('teamMessageReceived', teamMessage('t-bats', 'Bit Bats')));
    const link = await screen.findByRole('link', { name: 'New message in Night Owls' });
    expect(await screen.findByRole('link', { name: 'New message in Bit Bats' })).toHaveAttribute('href', '/teams/t-bats');
    expect(screen.getAllByRole('link', { name: 'New message in Night Owls' })).toHaveLength(1);
    fireEvent.click(link);
    expect(location().pathname).toBe('/teams/t-owls');
  });

  it("say nothing of a team message whose chat is on screen, or of the user's own", async () => {
    renderAt(<Harness />, '/teams/t-owls');
    setOpenTeamChat('t-owls');
    act(() => socket.fire('teamMessageReceived', teamMessage('t-owls', 'Night Owls')));
    act(() => socket.fire('teamMessageReceived', teamMessage('t-bats', 'Bit Bats', 'u-me')));
    act(() => socket.fire('requestUpdate', { kind: 'received', person: { _id: 'u-cy', fullName: 'Cy Park' } }));
    expect(await screen.findByRole('link', { name: 'Cy Park wants to team up' })).toBeInTheDocument();
    expect(screen.queryByText(/New message in/)).not.toBeInTheDocument();
  });

  it('tell the sender of a request that expired, opening the sent requests; the receiver hears nothing', async () => {
    const { location } = renderAt(<Harness />, '/feed');
    act(() => socket.fire('requestUpdate', { kind: 'expired', box: 'received', person: { _id: 'u-ben', fullName: 'Ben Ode' } }));
    act(() => socket.fire('requestUpdate', { kind: 'expired', box: 'sent', person: { _id: 'u-ana', fullName: 'Ana Lima' } }));
    act(() => socket.fire('requestUpdate', { kind: 'expired', box: 'sent', person: { _id: 'u-ana', fullName: 'Ana Lima' } }));
    const link = await screen.findByRole('link', { name: 'Your request to Ana Lima expired — no answer in 7 days' });
    expect(screen.getAllByRole('link', { name: /expired/ })).toHaveLength(1);
    expect(screen.queryByText(/Ben Ode/)).not.toBeInTheDocument();
    fireEvent.click(link);
    expect(location().pathname).toBe('/reqs/review');
    expect(location().search).toBe('?box=sent');
  });

  it('tell the sender of an invite or join request that expired, opening the team', async () => {
    const { location } = renderAt(<Harness />, '/feed');
    const update = { kind: 'expired', requestId: 'tr-1', teamId: 't-1', teamName: 'Byte Club' } as const;
    act(() => socket.fire('teamRequestUpdate', { ...update, requestKind: 'invite', box: 'received', person: { _id: 'u-own', fullName: 'Owen Owner' } }));
    act(() => socket.fire('teamRequestUpdate', { ...update, requestKind: 'join', box: 'sent', person: { _id: 'u-own', fullName: 'Owen Owner' } }));
    act(() => socket.fire('teamRequestUpdate', { ...update, teamId: 't-2', teamName: 'Null Pointers', requestKind: 'invite', box: 'sent', person: { _id: 'u-ana', fullName: 'Ana Lima' } }));
    expect(await screen.findByRole('link', { name: 'Your request to join Byte Club expired' })).toHaveAttribute('href', '/teams/t-1');
    fireEvent.click(await screen.findByRole('link', { name: 'Your invite to Ana Lima for Null Pointers expired' }));
    expect(location().pathname).toBe('/teams/t-2');
    expect(screen.getAllByRole('link', { name: /expired/ })).toHaveLength(2);
  });

  it('tell of a team invite on any screen, leading to the Reqs screen where it is answered', async () => {
    const { location } = renderAt(<Harness />, '/feed');
    const invite = { kind: 'received', requestId: 'tr-1', requestKind: 'invite', box: 'received', teamId: 't-1', teamName: 'Byte Club', person: { _id: 'u-own', fullName: 'Owen Owner' } };
    act(() => socket.fire('teamRequestUpdate', invite));
    fireEvent.click(await screen.findByRole('link', { name: 'Owen Owner invited you to Byte Club' }));
    expect(location().pathname).toBe('/reqs/review');
  });

  it('stop listening when the connection goes (sign-out)', async () => {
    renderAt(<Harness />, '/feed');
    await waitFor(() => expect(socket.listenerCount()).toBe(5));
    act(() => $liveSocket.set(null));
    expect(socket.listenerCount()).toBe(0);
  });
});
