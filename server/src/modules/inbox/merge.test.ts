import type { AutoTeamProposal, ConnectionRequest, PublicUser, TeamRequest, TeamSummary } from '@hackmate/shared/contracts';
import { describe, expect, it } from 'vitest';
import { mergeInbox } from './merge';

const user = (id: string): PublicUser => ({ _id: id, fullName: id, userName: id, profileUrl: '', bio: '', gradYear: null, skills: [], roles: [], socialIds: {} as PublicUser['socialIds'] });
const team: TeamSummary = { _id: 't1', eventId: 'e1', eventName: 'Hack', name: 'Byte Club', idea: '', memberCount: 1, maxSize: 4, openRoles: [], full: false };
const connection = (id: string, createdAt: string, status: ConnectionRequest['status'] = 'interested') => ({
  request: { _id: id, senderId: user('s'), receiverId: user('me'), status },
  createdAt,
});
const teamRequest = (id: string, kind: TeamRequest['kind'], createdAt: string, status: TeamRequest['status'] = 'pending'): TeamRequest => ({
  _id: id,
  kind,
  status,
  team,
  person: user('p'),
  role: null,
  message: '',
  createdAt,
  expiresAt: createdAt,
});
const proposal = (id: string, createdAt: string, myAnswer: 'pending' | 'yes' | 'no', status: AutoTeamProposal['status'] = 'pending') => ({
  eventName: 'Hack',
  proposal: {
    _id: id,
    eventId: 'e1',
    status,
    createdAt,
    expiresAt: createdAt,
    teamId: null,
    members: [
      { user: user('me'), role: null, timeZone: null, utcOffsetMinutes: null, answer: myAnswer, me: true },
      { user: user('o'), role: null, timeZone: null, utcOffsetMinutes: null, answer: 'pending' as const, me: false },
    ],
  },
});

describe('mergeInbox', () => {
  it('lists every kind together, newest first, each with its kind', () => {
    const items = mergeInbox({
      connections: [connection('c1', '2026-01-01T10:00:00Z')],
      teamRequests: [teamRequest('i1', 'invite', '2026-01-03T10:00:00Z'), teamRequest('j1', 'join', '2026-01-02T10:00:00Z')],
      proposals: [proposal('p1', '2026-01-04T10:00:00Z', 'pending')],
    });
    expect(items.map((i) => [i.kind, i.at])).toEqual([
      ['proposal', '2026-01-04T10:00:00Z'],
      ['invite', '2026-01-03T10:00:00Z'],
      ['join', '2026-01-02T10:00:00Z'],
      ['connection', '2026-01-01T10:00:00Z'],
    ]);
  });

  it('leaves out what no longer waits for the user: answered requests, a proposal they said yes to or that closed', () => {
    const items = mergeInbox({
      connections: [connection('c1', '2026-01-01T10:00:00Z', 'accepted')],
      teamRequests: [teamRequest('i1', 'invite', '2026-01-03T10:00:00Z', 'cancelled')],
      proposals: [proposal('p1', '2026-01-04T10:00:00Z', 'yes'), proposal('p2', '2026-01-04T10:00:00Z', 'pending', 'expired')],
    });
    expect(items).toEqual([]);
  });

  it('orders asks made at the same moment by id, so two reads agree', () => {
    const at = '2026-01-01T10:00:00Z';
    const once = mergeInbox({ connections: [connection('b', at)], teamRequests: [teamRequest('a', 'invite', at)], proposals: [] });
    const again = mergeInbox({ connections: [connection('b', at)], teamRequests: [teamRequest('a', 'invite', at)], proposals: [] });
    expect(once.map((i) => (i.kind === 'proposal' ? i.proposal._id : i.request._id))).toEqual(['a', 'b']);
    expect(again).toEqual(once);
  });
});
