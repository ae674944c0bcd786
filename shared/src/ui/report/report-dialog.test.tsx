import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportDialog, type ReportDialogProps } from './report-dialog';

function setup(props: Partial<ReportDialogProps> = {}) {
  const handlers = { onSubmit: vi.fn(), onClose: vi.fn(), onEdit: vi.fn() };
  const all = { name: 'Ada Lovelace', pending: false, ...handlers, ...props };
  const view = render(<ReportDialog {...all} />);
  return { user: userEvent.setup(), ...handlers, rerender: (more: Partial<ReportDialogProps>) => view.rerender(<ReportDialog {...all} {...more} />) };
}

describe('ReportDialog', () => {
  it('is named after the person, says they are not told, and starts on the first of every reason', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Report Ada Lovelace' });
    expect(dialog).toHaveAccessibleDescription('Our moderators will look at your report. Ada Lovelace is not told who sent it.');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'Spam',
      'Harassment or bullying',
      'Fake profile',
      'Inappropriate content',
      'Scam or fraud',
      'Something else',
    ]);
    expect(screen.getByRole('radio', { name: 'Spam' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('can name what else is reported', () => {
    setup({ title: 'Report this message' });
    expect(screen.getByRole('dialog', { name: 'Report this message' })).toBeInTheDocument();
  });

  it('gives the reason, the trimmed details and "Also block"', async () => {
    const { user, onSubmit, onEdit } = setup();
    await user.click(screen.getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(screen.getByLabelText('Details (optional)'), '  Asked for money ');
    await user.click(screen.getByRole('checkbox', { name: 'Also block Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ reason: 'scam', details: 'Asked for money', block: true });
    expect(onEdit).toHaveBeenCalled();
  });

  it('counts the details as the server does and refuses more than 1,000 characters', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    const details = screen.getByLabelText('Details (optional)');
    expect(details).toHaveAccessibleDescription('0 / 1000');
    await user.type(details, '👩‍💻 ok');
    expect(details).toHaveAccessibleDescription('4 / 1000');
    await user.clear(details);
    await user.click(details);
    await user.paste('x'.repeat(1001));
    expect(details).toHaveAccessibleDescription('1001 / 1000');
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it("shows the server's refusal, and while sending neither closes nor sends twice", async () => {
    const { user, onClose, onSubmit, rerender } = setup({ error: 'You already reported this' });
    expect(screen.getByRole('alert')).toHaveTextContent('You already reported this');
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    rerender({ error: null, pending: true });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
