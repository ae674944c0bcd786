import { renderWithProviders } from '@hackmate/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hackmate/shared/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getEvent } from '../features/events/api/get-event';
import { updateEvent } from '../features/events/api/save-event';
import { EVENT, eventDetail } from '../testing/fixtures';
import { EditEventPage } from './edit-event-page';

vi.mock('../features/events/api/get-event', () => ({ getEvent: vi.fn() }));
vi.mock('../features/events/api/save-event', () => ({ createEvent: vi.fn(), updateEvent: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

beforeEach(() => vi.clearAllMocks());

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/events/:eventId/edit" element={<EditEventPage />} />
      <Route path="/events/:eventId" element={<p>The event page</p>} />
    </Routes>,
    { route: `/events/${EVENT._id}/edit` },
  );
  return userEvent.setup();
}

describe('/events/:eventId/edit', () => {
  it('gives the creator the event in the same form and saves it with PATCH', async () => {
    vi.mocked(getEvent).mockResolvedValue(eventDetail({ canEdit: true }));
    vi.mocked(updateEvent).mockResolvedValue(eventDetail({ canEdit: true, name: 'Hack the Harbour 2030' }));
    const user = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Hack the Harbour' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name( \*)?$/)).toHaveValue('Hack the Harbour');
    expect(screen.getByRole('radio', { name: 'In person' })).toBeChecked();
    expect(screen.getByLabelText(/^City( \*)?$/)).toHaveValue('Hamburg');
    await user.type(screen.getByLabelText(/^Name( \*)?$/), ' 2030');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(updateEvent).toHaveBeenCalledWith(EVENT._id, expect.objectContaining({ name: 'Hack the Harbour 2030', city: 'Hamburg', startsAt: expect.any(String) }));
    expect(new Date(vi.mocked(updateEvent).mock.calls[0]![1].startsAt).getTime()).toBe(Date.parse(EVENT.startsAt));
    expect(await screen.findByText('The event page')).toBeInTheDocument();
  });

  it('tells anyone else that only the creator can edit it', async () => {
    vi.mocked(getEvent).mockResolvedValue(eventDetail({ canEdit: false }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the person who added this hackathon can edit it.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
