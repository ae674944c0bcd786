import { answering, failing, loading } from '@hackmate/shared/testing';
import type { ConnectionRequest, InboxItem, PublicUser } from '@hackmate/shared/types';
import { inboxItems } from '../testing/inbox-items';
import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_USERS } from '../testing/sample-users';
import { RequestsPage } from './requests-page';

const meta = {
  title: 'social/Pages/Requests',
  component: RequestsPage,
  parameters: { route: '/reqs/review', layout: 'fullscreen' },
} satisfies Meta<typeof RequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const [priya, tomas] = SAMPLE_USERS as [PublicUser, PublicUser];
const ME: PublicUser = { ...priya, _id: '00000000-0000-4000-8000-00000000000a', fullName: 'Sam Lee', userName: 'sam', bio: 'Designer.', skills: ['FIGMA'] };

const request = (id: string, sender: PublicUser, receiver: PublicUser, status: ConnectionRequest['status'] = 'interested'): ConnectionRequest => ({
  _id: id,
  senderId: sender,
  receiverId: receiver,
  status,
});

const asConnections = (received: ConnectionRequest[]): InboxItem[] => received.map((request) => ({ kind: 'connection', at: '2026-03-01T10:00:00.000Z', request }));
const boxes = (received: ConnectionRequest[] | InboxItem[], sent: ConnectionRequest[]) => {
  const inbox = received.map((item) => ('kind' in item ? item : asConnections([item])[0]!));
  return { msw: { handlers: { requests: [answering('get', '/inbox', { data: inbox }), answering('get', '/user/reqs/sent', { reqs: sent })] } } };
};

/** Someone waiting for my answer, and one of mine waiting for theirs. */
export const WithRequests: Story = { parameters: boxes([request('r1', priya, ME)], [request('s1', ME, tomas)]) };

/** One of each kind, newest first: a team invite, a join request to my team, a Match-me proposal, a connection request. */
export const EveryKind: Story = { parameters: boxes(inboxItems, [request('s1', ME, tomas)]) };

/** `?box=sent` opens on the sent ones, an expired one marked. */
export const SentWithAnExpiredOne: Story = {
  parameters: { route: '/reqs/review?box=sent', ...boxes([], [request('s1', ME, tomas), request('s2', ME, priya, 'expired')]) },
};

export const Empty: Story = { parameters: boxes([], []) };

export const Loading: Story = {
  parameters: { msw: { handlers: { requests: [loading('get', '/inbox'), loading('get', '/user/reqs/sent')] } } },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { requests: [failing('get', '/inbox'), failing('get', '/user/reqs/sent')] } } },
};
