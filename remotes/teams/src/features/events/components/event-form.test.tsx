import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EventForm, type EventFormProps } from './event-form';

function setup(props: Partial<EventFormProps> = {}) {
  const onSubmit = vi.fn();
  const result = render(<EventForm submitLabel="Add hackathon" pending={false} onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup(), ...result };
}

// A required field's label ends in a star, which is not part of its name.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`));
const setDate = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Hack the Harbour');
  setDate('Starts', '2030-03-01T09:00');
  setDate('Ends', '2030-03-02T18:00');
  await user.type(field('Website'), 'https://harbour.example.com');
}

describe('EventForm', () => {
  it('marks the fields one must fill, the website among them', () => {
    setup();
    for (const name of ['Name', 'Starts', 'Ends', 'Website']) expect(field(name), name).toHaveAttribute('aria-required', 'true');
    expect(field('Smallest team')).not.toHaveAttribute('aria-required');
  });

  it('says what is missing next to each field, focuses the first and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Add hackathon' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveFocus();
    expect(field('Starts')).toHaveAccessibleDescription('Please give a date and time.');
    expect(field('Ends')).toHaveAccessibleDescription('Please give a date and time.');
    expect(field('Website')).toHaveAccessibleDescription('Its http or https address. The website must be an http or https address.');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Name is required');
    // Fixing a later field keeps the focus there.
    await user.type(field('Website'), 'https://x.example.com');
    expect(field('Website')).toHaveFocus();
    expect(field('Website')).toHaveValue('https://x.example.com');
  });

  it('refuses an end before the start, and clears an error once its field changes', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    setDate('Ends', '2030-02-28T18:00');
    await user.click(screen.getByRole('button', { name: 'Add hackathon' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Ends')).toHaveAccessibleDescription('The end must be after the start.');
    setDate('Ends', '2030-03-02T18:00');
    expect(field('Ends')).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the city of an in-person event, and for team sizes that fit', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'In person' }));
    await user.selectOptions(field('Smallest team'), '5');
    await user.selectOptions(field('Largest team'), '3');
    await user.click(screen.getByRole('button', { name: 'Add hackathon' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('City')).toHaveAccessibleDescription('Please say in which city it takes place.');
    expect(field('Smallest team')).toHaveAccessibleDescription('The smallest team cannot be larger than the largest.');
  });

  it('sends the event with its dates as instants with the offset, and no city when online', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'In person' }));
    await user.type(field('City'), 'Hamburg');
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.click(screen.getByRole('button', { name: 'Add hackathon' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]![0];
    expect(body).toMatchObject({ name: 'Hack the Harbour', mode: 'online', website: 'https://harbour.example.com', minTeamSize: 1, maxTeamSize: 4, visibility: 'public' });
    expect(body.city).toBeUndefined();
    expect(body.startsAt).toMatch(/^2030-03-01T09:00:00([+-]\d{2}:\d{2})$/);
    expect(new Date(body.startsAt).getTime()).toBe(new Date(2030, 2, 1, 9, 0).getTime());
    expect(new Date(body.endsAt).getTime()).toBe(new Date(2030, 2, 2, 18, 0).getTime());
  });

  it('makes an event invite only when asked, saying who then sees it', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    expect(field('Who can see it')).toHaveValue('public');
    expect(field('Who can see it')).toHaveAccessibleDescription('Invite only: only people who join through your invite link, and the organisers.');
    await user.selectOptions(field('Who can see it'), 'Invite only');
    await user.click(screen.getByRole('button', { name: 'Add hackathon' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ visibility: 'invite-only' });
  });

  it('shows the server’s refusal: per field and for the whole form', () => {
    setup({ serverErrors: { website: 'That site does not answer.', form: 'That event is already listed.' } });
    expect(field('Website')).toHaveAccessibleDescription('Its http or https address. That site does not answer.');
    expect(screen.getByText('That event is already listed.')).toHaveAttribute('role', 'alert');
  });

  it('is inert while saving', async () => {
    const { user, onSubmit } = setup({ pending: true });
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    fireEvent.submit(button.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
