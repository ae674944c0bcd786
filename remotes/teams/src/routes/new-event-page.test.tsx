import { httpError, renderWithProviders } from '@hackmate/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEvent } from '../features/events/api/save-event';
import { eventDetail } from '../testing/fixtures';
import { NewEventPage } from './new-event-page';

vi.mock('../features/events/api/save-event', () => ({ createEvent: vi.fn(), updateEvent: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

beforeEach(() => vi.clearAllMocks());

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/events/new" element={<NewEventPage />} />
      <Route path="/events/:eventId" element={<p>The event page</p>} />
    </Routes>,
    { route: '/events/new' },
  );
  return userEvent.setup();
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name( \*)?$/), 'Hack the Harbour');
  fireEvent.change(screen.getByLabelText(/^Starts( \*)?$/), { target: { value: '2030-03-01T09:00' } });
  fireEvent.change(screen.getByLabelText(/^Ends( \*)?$/), { target: { value: '2030-03-02T18:00' } });
  await user.type(screen.getByLabelText(/^Website( \*)?$/), 'https://harbour.example.com');
  await user.click(screen.getByRole('button', { name: 'Add hackathon' }));
}

describe('/events/new', () => {
  it('has one h1 and adds the hackathon, then opens its page', async () => {
    vi.mocked(createEvent).mockResolvedValue(eventDetail({ _id: 'e-new' }));
    const user = renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Add a hackathon']);
    await fillAndSend(user);
    expect(await screen.findByText('The event page')).toBeInTheDocument();
    expect(createEvent).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hack the Harbour', mode: 'online', website: 'https://harbour.example.com' }));
    expect(toast.success).toHaveBeenCalledWith('Hack the Harbour was added.');
  });

  it('shows a 400’s field problems next to those fields', async () => {
    vi.mocked(createEvent).mockRejectedValue(
      httpError(400, { error: 'VALIDATION', message: 'The website must be an http or https address.', details: { website: 'The website must be an http or https address.', 'name': 'Name contains broken characters' } }),
    );
    const user = renderPage();
    await fillAndSend(user);
    expect(await screen.findByText('Name contains broken characters')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/^Name( \*)?$/)).toHaveAccessibleDescription('Name contains broken characters');
    expect(screen.getByLabelText(/^Website( \*)?$/)).toHaveAccessibleDescription('Its http or https address. The website must be an http or https address.');
    expect(screen.getByLabelText(/^Name( \*)?$/)).toHaveFocus();
    // The form says it; no toast on top.
    expect(toast.error).not.toHaveBeenCalled();
    // Editing the field takes its refusal away.
    await user.type(screen.getByLabelText(/^Name( \*)?$/), '!');
    expect(screen.getByLabelText(/^Name( \*)?$/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a duplicate as a refusal of the whole form', async () => {
    vi.mocked(createEvent).mockRejectedValue(httpError(409, { error: 'DUPLICATE_EVENT', message: 'That event is already listed.' }));
    const user = renderPage();
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('That event is already listed.');
    expect(screen.getByRole('button', { name: 'Add hackathon' })).toBeEnabled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts a failure that is not about the form, and keeps what was typed', async () => {
    vi.mocked(createEvent).mockRejectedValue(httpError(503, { error: 'UNAVAILABLE', message: 'The database is restarting. Try again in a minute.' }));
    const user = renderPage();
    await fillAndSend(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The database is restarting. Try again in a minute.', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name( \*)?$/)).toHaveValue('Hack the Harbour');
    expect(screen.getByRole('button', { name: 'Add hackathon' })).toBeEnabled();
  });

  it('sends once, however often the button is pressed while it is on its way', async () => {
    vi.mocked(createEvent).mockReturnValue(new Promise(() => {}));
    const user = renderPage();
    await fillAndSend(user);
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    fireEvent.submit(saving.closest('form')!);
    expect(createEvent).toHaveBeenCalledTimes(1);
  });
});
