import { describe, expect, it } from 'vitest';
import type { ChatMessage, TeamMessageReceived, TeamRequestUpdate } from '@hackmate/shared/types';
import { REMOTES } from '@hackmate/shared/remotes';
import { catalogueNav } from '../../../testing/runtime-config';
import { messageNotice, noticeTargets, proposalNotice, requestNotice, teamMessageNotice, teamRequestNotice } from './live-notice';

const catalogueMounts = Object.values(REMOTES).flatMap((r) => r.mounts.map((path) => ({ path })));
const targets = noticeTargets(catalogueNav(), catalogueMounts);
const ana = { _id: 'u-ana', fullName: 'Ana Lima' };

const from = (senderId: string, senderName = 'Ana Lima'): ChatMessage => ({
  _id: 'm1', senderId, receiverId: 'u-me', message: 'hi', text: 'hi', timestamp: '2026-01-01T00:00:00Z', senderName,
});

describe('noticeTargets', () => {
  it('leads where the navbar entries with the same counts lead, and to team pages when a remote serves them', () => {
    expect(targets).toEqual({ conversations: '/convos', requests: '/reqs/review', teams: '/teams' });
    expect(noticeTargets([])).toEqual({ conversations: undefined, requests: undefined, teams: undefined });
    expect(noticeTargets(catalogueNav(), [{ path: '/events' }]).teams).toBeUndefined();
  });
});

describe('messageNotice', () => {
  const context = { me: 'u-me', openConversation: null, targets };

  it('names the sender and opens the conversation with them', () => {
    expect(messageNotice(from('u-ana'), context)).toEqual({ key: 'conversation:u-ana', text: 'New message from Ana Lima', to: '/convos/u-ana' });
  });

  it('says nothing when that conversation is on screen, for the user\'s own messages, or when the user is unknown', () => {
    expect(messageNotice(from('u-ana'), { ...context, openConversation: 'u-ana' })).toBeNull();
    expect(messageNotice(from('u-me'), context)).toBeNull();
    expect(messageNotice(from('u-ana'), { ...context, me: undefined })).toBeNull();
    expect(messageNotice(undefined, context)).toBeNull();
  });

  it('still tells of a message from someone else while another conversation is open', () => {
    expect(messageNotice(from('u-ana'), { ...context, openConversation: 'u-ben' })?.text).toBe('New message from Ana Lima');
  });

  it('shows the text without a link when no entry leads to the conversations', () => {
    expect(messageNotice(from('u-ana'), { ...context, targets: {} })?.to).toBeUndefined();
  });
});

describe('teamMessageNotice', () => {
  const inTeam = (senderId: string, teamId = 't-owls'): TeamMessageReceived => ({
    messageData: { _id: 'tm1', teamId, senderId, senderName: 'Ana Lima', text: 'hi', timestamp: '2026-01-01T00:00:00Z', clientId: 'c1' },
    teamName: 'Night Owls',
  });
  const context = { me: 'u-me', openTeamChat: null, targets };

  it('names the team and opens its page, one subject per team', () => {
    expect(teamMessageNotice(inTeam('u-ana'), context)).toEqual({ key: 'team:t-owls', text: 'New message in Night Owls', to: '/teams/t-owls' });
  });

  it("says nothing when that team's chat is on screen, for the user's own messages, or when the user is unknown", () => {
    expect(teamMessageNotice(inTeam('u-ana'), { ...context, openTeamChat: 't-owls' })).toBeNull();
    expect(teamMessageNotice(inTeam('u-me'), context)).toBeNull();
    expect(teamMessageNotice(inTeam('u-ana'), { ...context, me: undefined })).toBeNull();
    expect(teamMessageNotice(undefined, context)).toBeNull();
    expect(teamMessageNotice({ messageData: inTeam('u-ana').messageData }, context)).toBeNull();
  });

  it('still tells of a message in another team while one team chat is open, without a link when no remote serves teams', () => {
    expect(teamMessageNotice(inTeam('u-ana', 't-bats'), { ...context, openTeamChat: 't-owls' })?.to).toBe('/teams/t-bats');
    expect(teamMessageNotice(inTeam('u-ana'), { ...context, targets: {} })?.to).toBeUndefined();
  });
});

describe('requestNotice', () => {
  it('tells of a request received, leading to the received requests', () => {
    expect(requestNotice({ kind: 'received', person: ana }, targets)).toEqual({ key: 'person:u-ana', text: 'Ana Lima wants to team up', to: '/reqs/review' });
  });

  it('calls an acceptance with a match a match: Say hi leads to the chat with an opener from what they share', () => {
    const match = { partner: { ...ana, profileUrl: '' }, sharedSkills: ['RUST'], sharedRoles: [], sharedEvent: null };
    expect(requestNotice({ kind: 'accepted', person: ana, match }, targets)).toEqual({
      key: 'person:u-ana',
      text: 'You matched with Ana Lima',
      to: `/convos/u-ana?opener=${encodeURIComponent('Hi Ana! We both work with RUST — what would you like to build at the next hackathon?')}`,
      action: 'Say hi',
    });
  });

  it('tells of a request accepted, leading to the conversation with them', () => {
    expect(requestNotice({ kind: 'accepted', person: ana }, targets)).toEqual({ key: 'person:u-ana', text: 'Ana Lima accepted your request', to: '/convos/u-ana' });
  });

  it('tells the sender of a request that expired unanswered, leading to the sent requests', () => {
    expect(requestNotice({ kind: 'expired', box: 'sent', person: ana }, targets)).toEqual({
      key: 'person:u-ana',
      text: 'Your request to Ana Lima expired — no answer in 7 days',
      to: '/reqs/review?box=sent',
    });
    expect(requestNotice({ kind: 'expired', box: 'sent', person: ana }, {})?.to).toBeUndefined();
  });

  it('says nothing of a request answered, withdrawn, or expired in the receiver\'s list (only the badge changes)', () => {
    expect(requestNotice({ kind: 'answered', person: ana }, targets)).toBeNull();
    expect(requestNotice({ kind: 'withdrawn', person: ana }, targets)).toBeNull();
    expect(requestNotice({ kind: 'expired', box: 'received', person: ana }, targets)).toBeNull();
    expect(requestNotice(undefined, targets)).toBeNull();
  });
});

describe('teamRequestNotice', () => {
  const expired = (over: Partial<TeamRequestUpdate>): TeamRequestUpdate => ({
    kind: 'expired', requestId: 'tr-1', requestKind: 'invite', box: 'sent', teamId: 't-1', teamName: 'Byte Club', person: ana, ...over,
  });

  it('tells the owner their invite expired, leading to the team', () => {
    expect(teamRequestNotice(expired({}), targets)).toEqual({ key: 'team:t-1', text: 'Your invite to Ana Lima for Byte Club expired', to: '/teams/t-1' });
  });

  it('tells the person who asked that their join request expired, leading to the team', () => {
    expect(teamRequestNotice(expired({ requestKind: 'join', person: { _id: 'u-own', fullName: 'Owen Owner' } }), targets)).toEqual({
      key: 'team:t-1',
      text: 'Your request to join Byte Club expired',
      to: '/teams/t-1',
    });
  });

  it('says nothing to the side that received it, and shows no link without team pages', () => {
    expect(teamRequestNotice(expired({ box: 'received' }), targets)).toBeNull();
    expect(teamRequestNotice(expired({ requestKind: 'join', box: 'received' }), targets)).toBeNull();
    expect(teamRequestNotice(undefined, targets)).toBeNull();
    expect(teamRequestNotice(expired({}), { requests: '/reqs/review' })?.to).toBeUndefined();
  });

  const owen = { _id: 'u-own', fullName: 'Owen Owner' };

  it('says who invited the user to which team, or who asks to join theirs, leading to the Reqs screen', () => {
    expect(teamRequestNotice(expired({ kind: 'received', box: 'received', person: owen }), targets)).toEqual({
      key: 'team:t-1',
      text: 'Owen Owner invited you to Byte Club',
      to: '/reqs/review',
    });
    expect(teamRequestNotice(expired({ kind: 'received', box: 'received', requestKind: 'join' }), targets)?.text).toBe('Ana Lima asked to join Byte Club');
  });

  it('tells the sender the answer, leading to the team, but not the answerer nor anyone of a withdrawal', () => {
    expect(teamRequestNotice(expired({ kind: 'accepted' }), targets)).toEqual({ key: 'team:t-1', text: 'Ana Lima accepted your invite to Byte Club', to: '/teams/t-1' });
    expect(teamRequestNotice(expired({ kind: 'declined', requestKind: 'join', person: owen }), targets)?.text).toBe('Owen Owner declined your request to join Byte Club');
    expect(teamRequestNotice(expired({ kind: 'accepted', box: 'received' }), targets)).toBeNull();
    expect(teamRequestNotice(expired({ kind: 'withdrawn', box: 'received' }), targets)).toBeNull();
  });
});

describe('proposalNotice', () => {
  it('says a team is proposed at which event, leading to the Reqs screen', () => {
    expect(proposalNotice({ kind: 'received', proposalId: 'p-1', eventId: 'e-1', eventName: 'Hack Week' }, targets)).toEqual({
      key: 'proposal:p-1',
      text: 'A team is proposed to you at Hack Week',
      to: '/reqs/review',
    });
    expect(proposalNotice(undefined, targets)).toBeNull();
  });
});
