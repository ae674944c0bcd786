import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@hackmate/shared/testing';
import { NewChat } from './new-chat';

// Counts the evaluations of the picker's module: in the build, the chunk being fetched.
const loaded = vi.hoisted(() => vi.fn());
vi.mock('./new-chat-dialog', async (importOriginal) => {
  loaded();
  return importOriginal();
});

describe('NewChat: what the first screen loads', () => {
  it('shows "Start a new chat" at once, and fetches the picker only at the first interaction with the page', async () => {
    renderWithProviders(<NewChat />);
    expect(screen.getByRole('button', { name: 'Start a new chat' })).toHaveAttribute('aria-haspopup', 'dialog');
    await new Promise((settled) => setTimeout(settled));
    expect(loaded).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
  });
});
