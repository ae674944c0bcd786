import type { EventDetail, EventSummary, LookingPerson, TeamDetail, TeamMember, TeamRequest, TeamSummary } from '@hackmate/shared/contracts';
import type { PublicUser, TeamMessagesPage } from '@hackmate/shared/types';

// Made-up events, people and teams for the tests and stories (never sent anywhere).

const person = (n: number, fullName: string, userName: string, roles: PublicUser['roles']): PublicUser => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  fullName,
  userName,
  profileUrl: '',
  bio: '',
  gradYear: 2026,
  skills: [],
  roles,
  socialIds: {},
});

export const ME = person(1, 'Ada Lovelace', 'ada', ['backend']);
export const PRIYA = person(2, 'Priya Raman', 'priya.codes', ['frontend', 'design']);
export const TOMAS = person(3, 'Tomás Ortega', 'tomas_o', ['ml', 'backend']);

export const EVENT: EventSummary = {
  _id: '10000000-0000-4000-8000-000000000001',
  name: 'Hack the Harbour',
  startsAt: '2030-03-01T09:00:00+01:00',
  endsAt: '2030-03-02T18:00:00+01:00',
  mode: 'in-person',
  city: 'Hamburg',
  website: 'https://harbour.example.com',
  minTeamSize: 1,
  maxTeamSize: 4,
  goingCount: 12,
  lookingCount: 5,
  teamCount: 3,
  past: false,
  visibility: 'public',
};

export const ONLINE_EVENT: EventSummary = {
  ...EVENT,
  _id: '10000000-0000-4000-8000-000000000002',
  name: 'Remote Rumble',
  mode: 'online',
  city: null,
  website: 'https://rumble.example.org',
  minTeamSize: 2,
  maxTeamSize: 2,
  goingCount: 1,
  lookingCount: 0,
  teamCount: 1,
};

export const PAST_EVENT: EventSummary = { ...EVENT, _id: '10000000-0000-4000-8000-000000000003', name: 'Winter Jam 2024', startsAt: '2024-01-10T09:00:00Z', endsAt: '2024-01-11T18:00:00Z', past: true };

export function eventDetail(fields: Partial<EventDetail> = {}): EventDetail {
  return {
    ...EVENT,
    createdBy: PRIYA._id,
    canEdit: false,
    myRole: null,
    organisers: [{ user: PRIYA, role: 'owner' }],
    announcements: [],
    me: null,
    ...fields,
  };
}

export const LOOKING_TOMAS: LookingPerson = {
  user: TOMAS,
  post: { bring: ['backend', 'ml'], seek: ['design'], commitment: 'to-win', timeZone: 'Europe/Madrid', pitch: 'I train models fast.' },
  since: '2030-01-05T10:00:00Z',
};

const member = (user: PublicUser, role: TeamMember['role'], owner = false): TeamMember => ({ user, role, owner, joinedAt: '2030-01-02T10:00:00Z' });

export const TEAM: TeamSummary = {
  _id: '20000000-0000-4000-8000-000000000001',
  eventId: EVENT._id,
  eventName: EVENT.name,
  name: 'Byte Club',
  idea: 'A harbour traffic map that warns small boats of big ones.',
  memberCount: 2,
  maxSize: 4,
  openRoles: [
    { role: 'backend', count: 1 },
    { role: 'design', count: 1 },
  ],
  full: false,
};

export const FULL_TEAM: TeamSummary = { ...TEAM, _id: '20000000-0000-4000-8000-000000000002', name: 'Full House', memberCount: 4, openRoles: [], full: true };

/** Byte Club as `relation` sees it: Priya owns it with Ada (me) or Tomás as the second member. */
export function teamDetail(relation: TeamDetail['me']['relation'], fields: Partial<TeamDetail> = {}): TeamDetail {
  const meIn = relation === 'owner' || relation === 'member';
  const members =
    relation === 'owner' ? [member(ME, 'backend', true), member(PRIYA, 'frontend')] : [member(PRIYA, 'frontend', true), member(meIn ? ME : TOMAS, 'ml')];
  return {
    ...TEAM,
    members,
    me: { relation, requestId: relation === 'invited' || relation === 'requested' ? '30000000-0000-4000-8000-000000000009' : null, vouchedFor: [] },
    pending: relation === 'owner' ? [] : null,
    ...fields,
  };
}

export function teamRequest(fields: Partial<TeamRequest> = {}): TeamRequest {
  return {
    _id: '30000000-0000-4000-8000-000000000001',
    kind: 'join',
    status: 'pending',
    team: TEAM,
    person: TOMAS,
    role: 'backend',
    message: 'I can do the API.',
    createdAt: '2030-01-06T10:00:00Z',
    expiresAt: '2030-01-13T10:00:00Z',
    ...fields,
  };
}

/** A short team chat as GET /teams/:id/messages answers it (oldest first), and as the infinite query caches it. */
export function teamChatHistory(): { pages: TeamMessagesPage[]; pageParams: (string | null)[] } {
  const at = (minute: number) => new Date(Date.UTC(2030, 0, 5, 9, minute)).toISOString();
  const say = (n: number, who: PublicUser, text: string, minute: number) => ({
    _id: `40000000-0000-4000-8000-00000000000${n}`, teamId: TEAM._id, senderId: who._id, senderName: who.fullName, text, timestamp: at(minute), clientId: `c${n}`,
  });
  const messages = [
    say(1, PRIYA, 'Welcome to Byte Club! Kick-off call on Friday?', 0),
    say(2, PRIYA, 'I can sketch the map UI over the weekend.', 1),
    say(3, ME, 'Friday works. I will set up the API repo.', 9),
    say(4, TOMAS, 'Count me in for the ship data model.', 30),
  ];
  return { pages: [{ messages, nextCursor: null }], pageParams: [null] };
}
