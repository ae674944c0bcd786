import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
