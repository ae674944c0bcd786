import type { TeamRequest } from '@hackmate/shared/contracts';
import type { InboxItem, PublicUser } from '@hackmate/shared/types';
import { SAMPLE_USERS } from './sample-users';

/** Made-up asks of every kind, newest first as GET /inbox answers (tests and stories). */
const [priya, tomas] = SAMPLE_USERS as [PublicUser, PublicUser];
export const ME: PublicUser = { ...priya, _id: '00000000-0000-4000-8000-00000000000a', fullName: 'Sam Lee', userName: 'sam', bio: 'Designer.', skills: ['FIGMA'], roles: ['design'] };

const team = (id: string, name: string) => ({
  _id: id,
  eventId: '00000000-0000-4000-8000-0000000000e1',
  eventName: 'Hack Week',
  name,
  idea: 'Maps for night buses',
  memberCount: 2,
  maxSize: 4,
  openRoles: [{ role: 'design' as const, count: 1 }],
  full: false,
});

const teamRequest = (id: string, kind: TeamRequest['kind'], person: PublicUser, teamId: string, name: string, message: string): TeamRequest => ({
  _id: id,
  kind,
  status: 'pending',
  team: team(teamId, name),
  person,
  role: 'design',
  message,
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-08T10:00:00.000Z',
});

export const inviteItem: InboxItem = {
  kind: 'invite',
  at: '2026-03-04T10:00:00.000Z',
  request: teamRequest('00000000-0000-4000-8000-0000000000a1', 'invite', ME, '00000000-0000-4000-8000-0000000000b1', 'Byte Club', 'We need a designer!'),
};
export const joinItem: InboxItem = {
  kind: 'join',
  at: '2026-03-03T10:00:00.000Z',
  request: teamRequest('00000000-0000-4000-8000-0000000000a2', 'join', tomas, '00000000-0000-4000-8000-0000000000b2', 'Night Owls', ''),
};
export const proposalItem: InboxItem = {
  kind: 'proposal',
  at: '2026-03-02T10:00:00.000Z',
  eventName: 'Hack Week',
  proposal: {
    _id: '00000000-0000-4000-8000-0000000000c1',
    eventId: '00000000-0000-4000-8000-0000000000e1',
    status: 'pending',
    createdAt: '2026-03-02T10:00:00.000Z',
    expiresAt: '2026-03-03T10:00:00.000Z',
    teamId: null,
    members: [
      { user: ME, role: 'design', timeZone: 'Europe/Lisbon', utcOffsetMinutes: 0, answer: 'pending', me: true },
      { user: priya, role: 'frontend', timeZone: 'Europe/Berlin', utcOffsetMinutes: 60, answer: 'yes', me: false },
    ],
  },
};
export const connectionItem: InboxItem = {
  kind: 'connection',
  at: '2026-03-01T10:00:00.000Z',
  request: { _id: '00000000-0000-4000-8000-0000000000d1', senderId: priya, receiverId: ME, status: 'interested' },
};

export const inboxItems: InboxItem[] = [inviteItem, joinItem, proposalItem, connectionItem];
