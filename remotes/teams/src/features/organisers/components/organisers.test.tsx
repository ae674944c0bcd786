import { httpError, FakeSocket, renderWithProviders } from '@hackmate/shared/testing';
import { $liveSocket } from '@hackmate/shared/live';
import { queryKeys, useQuery } from '@hackmate/shared/query';
import { toast } from '@hackmate/shared/toast';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT, eventDetail } from '../../../testing/fixtures';
import { createInviteLink, getTeamsCsv, postAnnouncement } from '../api/organisers';
import { useLiveAnnouncements } from '../hooks/use-live-announcements';
import { AnnouncementComposer, AnnouncementList, NO_ANNOUNCEMENTS_TEXT } from './announcements';
import { OrganiserTools } from './organiser-tools';

vi.mock('../api/organisers', () => ({ createInviteLink: vi.fn(), getTeamsCsv: vi.fn(), postAnnouncement: vi.fn(), joinEvent: vi.fn() }));
vi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));

const announcement = (id: string, text: string, createdAt = '2030-03-01T09:30:00Z') => ({ _id: id, eventId: EVENT._id, text, createdAt });
const URL_1 = 'https://hackmate.example/events/join/first-secret';

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => $liveSocket.set(null));

describe('AnnouncementList', () => {
  it('lists announcements in the order given (newest first), keeping line breaks', () => {
    renderWithProviders(<AnnouncementList announcements={[announcement('2', 'Lunch is\nat noon.'), announcement('1', 'Doors open at 9.')]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['Lunch is\nat noon.', 'Doors open at 9.']);
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2030-03-01T09:30:00Z');
  });

  it('says when there is none', () => {
    renderWithProviders(<AnnouncementList announcements={[]} />);
    expect(screen.getByText(NO_ANNOUNCEMENTS_TEXT)).toBeInTheDocument();
  });
});

describe('AnnouncementComposer', () => {
  it('sends the text, then empties the box; an empty box sends nothing', async () => {
    vi.mocked(postAnnouncement).mockResolvedValue(announcement('3', 'Kick-off!'));
    renderWithProviders(<AnnouncementComposer eventId={EVENT._id} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Announce' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Announcement' }), '  Kick-off!  ');
    await user.click(button);
    expect(postAnnouncement).toHaveBeenCalledWith(EVENT._id, 'Kick-off!');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Announcement' })).toHaveValue(''));
  });

  it('keeps the text and says so when sending fails', async () => {
    vi.mocked(postAnnouncement).mockRejectedValue(httpError(500));
    renderWithProviders(<AnnouncementComposer eventId={EVENT._id} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Announcement' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Announce' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not send the announcement. Please try again.', expect.anything()));
    expect(screen.getByRole('textbox', { name: 'Announcement' })).toHaveValue('Hello');
  });
});

describe('OrganiserTools', () => {
  it('makes a fresh invite link, copies it and shows it', async () => {
    vi.mocked(createInviteLink).mockResolvedValue(URL_1);
    renderWithProviders(<OrganiserTools eventId={EVENT._id} />);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Invite link' }));
    expect(await screen.findByRole('textbox', { name: 'New invite link (the one before no longer works)' })).toHaveValue(URL_1);
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(toast.success).toHaveBeenCalledWith('Invite link copied. The link before it no longer works.');
  });

  it("leads to the event's dashboard", () => {
    renderWithProviders(<OrganiserTools eventId={EVENT._id} />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/events/${EVENT._id}/manage`);
  });

  it('downloads the teams as a CSV file', async () => {
    vi.mocked(getTeamsCsv).mockResolvedValue(new Blob(['team,members,roles,emails\r\n'], { type: 'text/csv' }));
    const createObjectURL = vi.fn(() => 'blob:teams');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<OrganiserTools eventId={EVENT._id} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download teams (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(getTeamsCsv).toHaveBeenCalledWith(EVENT._id);
    expect(click.mock.contexts[0]).toMatchObject({ href: 'blob:teams', download: 'teams.csv' });
  });
});

function LiveList() {
  useLiveAnnouncements(EVENT._id);
  const event = useQuery({ queryKey: queryKeys.events.detail(EVENT._id), queryFn: () => eventDetail({ announcements: [announcement('1', 'Doors open at 9.')] }) });
  return event.data ? <AnnouncementList announcements={event.data.announcements} /> : null;
}

describe('useLiveAnnouncements', () => {
  it('puts an announcement of this event on top as it arrives, once; another event’s stays out', async () => {
    const socket = new FakeSocket();
    $liveSocket.set(socket);
    renderWithProviders(<LiveList />);
    await screen.findByText('Doors open at 9.');
    const live = { eventId: EVENT._id, eventName: EVENT.name, announcement: announcement('2', 'Kick-off in 10 minutes') };
    act(() => {
      socket.fire('eventAnnouncement', live);
      socket.fire('eventAnnouncement', live);
      socket.fire('eventAnnouncement', { ...live, eventId: 'another', announcement: announcement('9', 'Elsewhere') });
    });
    await waitFor(() => expect(screen.getAllByRole('listitem').map((i) => i.querySelector('p')?.textContent)).toEqual(['Kick-off in 10 minutes', 'Doors open at 9.']));
  });
});
