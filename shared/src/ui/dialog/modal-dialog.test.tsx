import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { ModalDialog } from './modal-dialog';

describe('ModalDialog', () => {
  it('is a modal dialog named by its title and described by its text', () => {
    render(
      <ModalDialog title="Delete your account?" description={<p>This cannot be undone.</p>} onClose={() => {}}>
        <button type="button">Cancel</button>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('closes on a click beside it, and keeps the page still while open', () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <ModalDialog title="Sure?" onClose={onClose}>
        <p>Nothing to focus</p>
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Sure?' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside, closes on Escape or its Close button, and gives the focus back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const { unmount } = render(
      <ModalDialog title="Start a new chat" closeButton onClose={onClose}>
        <input aria-label="Search" data-autofocus />
      </ModalDialog>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(search).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(search).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});

describe('ConfirmDialog', () => {
  it('asks with Cancel focused first, and waits while the action runs', () => {
    const onCancel = vi.fn();
    const { rerender } = render(<ConfirmDialog title="Block Ada?" confirmLabel="Block" pendingLabel="Blocking…" onConfirm={() => {}} onCancel={onCancel} />);
    expect(screen.getByRole('alertdialog', { name: 'Block Ada?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    rerender(<ConfirmDialog title="Block Ada?" confirmLabel="Block" pendingLabel="Blocking…" pending onConfirm={() => {}} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Blocking…' })).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
