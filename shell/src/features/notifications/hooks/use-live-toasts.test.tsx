import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'react-toastify';
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

  it('stop listening when the connection goes (sign-out)', async () => {
    renderAt(<Harness />, '/feed');
    await waitFor(() => expect(socket.listenerCount()).toBe(3));
    act(() => $liveSocket.set(null));
    expect(socket.listenerCount()).toBe(0);
  });
});
