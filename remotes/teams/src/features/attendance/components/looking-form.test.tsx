import { ROLE_LABELS } from '@hackmate/shared/catalogues';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOOKING_TOMAS } from '../../../testing/fixtures';
import { LookingForm, type LookingFormProps } from './looking-form';

function setup(props: Partial<LookingFormProps> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(<LookingForm pending={false} onSubmit={onSubmit} onCancel={onCancel} {...props} />);
  return { onSubmit, onCancel, user: userEvent.setup() };
}

const bring = () => screen.getByRole('group', { name: 'Roles I bring' });
const seek = () => screen.getByRole('group', { name: 'Roles I seek' });

describe('LookingForm', () => {
  it('starts in the browser’s time zone, with every zone to choose from', () => {
    setup();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const options = [...zone.querySelectorAll('option')];
    expect(options.length).toBeGreaterThan(300);
    expect(options.find((o) => o.value === 'America/New_York')).toHaveTextContent('America/New York');
    expect(screen.getByRole('button', { name: "I'm looking" })).toBeEnabled();
  });

  it('asks for a role brought and a commitment before sending anything', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: "I'm looking" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(bring()).toHaveAccessibleDescription('Choose at least one role you bring.');
    expect(screen.getByText('Choose how serious you are: casual, serious or to win.')).toHaveAttribute('role', 'alert');
    await user.click(within(bring()).getByRole('button', { name: 'Backend' }));
    expect(bring()).not.toHaveAccessibleDescription('Choose at least one role you bring.');
  });

  it('refuses a pitch longer than a line', async () => {
    const { user, onSubmit } = setup();
    await user.click(within(bring()).getByRole('button', { name: 'Backend' }));
    await user.click(screen.getByRole('radio', { name: 'Serious' }));
    await user.click(screen.getByRole('textbox', { name: 'One-line pitch' }));
    await user.paste('x'.repeat(141));
    await user.click(screen.getByRole('button', { name: "I'm looking" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'One-line pitch' })).toHaveAccessibleDescription('141 / 140 Pitch must be at most 140 characters');
  });

  it('sends the roles, commitment, zone and pitch as a looking post', async () => {
    const { user, onSubmit } = setup();
    await user.click(within(bring()).getByRole('button', { name: 'Design' }));
    await user.click(within(bring()).getByRole('button', { name: 'Frontend' }));
    await user.click(within(seek()).getByRole('button', { name: 'Backend' }));
    await user.click(screen.getByRole('radio', { name: 'To win' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
    await user.type(screen.getByRole('textbox', { name: 'One-line pitch' }), '  Pixels with purpose ');
    await user.click(screen.getByRole('button', { name: "I'm looking" }));
    expect(onSubmit).toHaveBeenCalledWith({
      looking: true,
      bring: ['frontend', 'design'],
      seek: ['backend'],
      commitment: 'to-win',
      timeZone: 'Asia/Tokyo',
      pitch: 'Pixels with purpose',
    });
  });

  it('edits my post: filled in, saved as it is, or cancelled', async () => {
    const { user, onSubmit, onCancel } = setup({ initial: LOOKING_TOMAS.post });
    expect(within(bring()).getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual(['Backend', 'ML / data']);
    expect(screen.getByRole('radio', { name: 'To win' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Madrid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ looking: true, ...LOOKING_TOMAS.post });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('is inert while saving', async () => {
    const { user, onSubmit } = setup({ initial: LOOKING_TOMAS.post, pending: true });
    await user.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('brings the roles my profile names at first, and what my post says when editing it', () => {
    setup({ profileRoles: ['design', 'ml'] });
    const pressed = () => within(bring()).getAllByRole('button', { pressed: true }).map((b) => b.textContent);
    expect(pressed()).toEqual(['ML / data', 'Design']);
    cleanup();
    setup({ profileRoles: ['design'], initial: LOOKING_TOMAS.post });
    expect(pressed()).toEqual(LOOKING_TOMAS.post.bring.map((r) => ROLE_LABELS[r]));
  });
});
