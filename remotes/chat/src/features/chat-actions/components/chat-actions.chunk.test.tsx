import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@hackmate/shared/testing';
import { ADA } from '../../../testing/fixtures';
import { ChatActions } from './chat-actions';

// Counts the evaluations of the dialogs' module: in the build, the chunk being fetched.
const loaded = vi.hoisted(() => vi.fn());
vi.mock('./dialogs', async (importOriginal) => {
  loaded();
  return importOriginal();
});

describe('ChatActions: what the first screen loads', () => {
  it('shows "Chat options" at once, and fetches the dialogs only at the first interaction with the page', async () => {
    renderWithProviders(<ChatActions partner={ADA} connected />);
    expect(screen.getByRole('button', { name: 'Chat options' })).toHaveAttribute('aria-haspopup', 'menu');
    await new Promise((settled) => setTimeout(settled));
    expect(loaded).not.toHaveBeenCalled();
    fireEvent.pointerOver(document.body);
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
  });
});
