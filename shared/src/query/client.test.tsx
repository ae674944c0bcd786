import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { httpError } from '../testing/http-error';
import { signInLocally, signOutLocally } from '../stores';
import { createQueryClient, getQueryClient, resetQueryClient } from './client';

function FailingList({ name, status }: { name: string; status: number }) {
  useQuery({ queryKey: [name], queryFn: () => Promise.reject(httpError(status, {})), meta: { errorMessage: 'Could not load your requests' } });
  return null;
}

describe('the page query cache', () => {
  it('toasts a failure with its errorMessage, once even when two lists fail together', async () => {
    const client = createQueryClient({ retries: false });
    render(
      <QueryClientProvider client={client}>
        <FailingList name="received" status={500} />
        <FailingList name="sent" status={500} />
        <ToastContainer />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByText('Could not load your requests')).toHaveLength(1));
    // Both really failed: the toast was asked for twice and shown once.
    expect(client.getQueryState(['received'])?.status).toBe('error');
    expect(client.getQueryState(['sent'])?.status).toBe('error');
  });

  it('prefers the message the server sent', async () => {
    const client = createQueryClient({ retries: false });
    function Missing() {
      useQuery({ queryKey: ['x'], queryFn: () => Promise.reject(httpError(404, { error: 'NOT_FOUND', message: 'User not found' })), meta: { errorMessage: 'Could not load' } });
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Missing />
        <ToastContainer />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('forgets everything private when the user signs out', () => {
    resetQueryClient();
    const client = getQueryClient();
    act(() => signInLocally({ _id: 'u1', fullName: 'Ada' } as never));
    client.setQueryData(['profile', 'own'], { emailId: 'ada@example.com' });
    act(() => signOutLocally());
    expect(client.getQueryData(['profile', 'own'])).toBeUndefined();
    resetQueryClient();
  });

  it('empties the screens that show private data when the session ends, and asks again', async () => {
    resetQueryClient();
    const client = getQueryClient();
    act(() => signInLocally({ _id: 'u1', fullName: 'Ada' } as never));
    let calls = 0;
    function Connections() {
      const { data } = useQuery({ queryKey: ['connections'], queryFn: () => (++calls === 1 ? Promise.resolve("Ana's connections") : new Promise<string>(() => {})) });
      return <p>{data ?? 'nothing shown'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Connections />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Ana's connections")).toBeInTheDocument();
    act(() => signOutLocally());
    expect(await screen.findByText('nothing shown')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
    resetQueryClient();
  });
});
