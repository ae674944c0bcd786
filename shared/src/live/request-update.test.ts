import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query/keys';
import { refreshAfterMissedEvents, refreshAfterRequestUpdate, refreshAfterTeamRequestUpdate, refreshAfterTeamChange, refreshAfterProposal } from './request-update';

function cacheWithScreens() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.requests.all(), []);
  client.setQueryData(queryKeys.requests.box('sent'), []);
  client.setQueryData(queryKeys.connections(), []);
  client.setQueryData(queryKeys.history('u-ana'), { pages: [] });
  client.setQueryData(queryKeys.history('u-ben'), { pages: [] });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, stale };
}

describe('refreshAfterRequestUpdate', () => {
  it('closes or opens the chat with the person whose connection ended or began', () => {
    for (const kind of ['answered', 'withdrawn', 'accepted'] as const) {
      const { client, stale } = cacheWithScreens();
      refreshAfterRequestUpdate(client, { kind, person: { _id: 'u-ana', fullName: 'Ana' } });
      expect([stale(queryKeys.requests.all()), stale(queryKeys.connections()), stale(queryKeys.history('u-ana'))]).toEqual([true, true, true]);
      expect(stale(queryKeys.history('u-ben'))).toBe(false);
    }
  });

  it('only refreshes the request lists when someone new wants to team up, or a request expired', () => {
    for (const update of [
      { kind: 'received', person: { _id: 'u-ana', fullName: 'Ana' } },
      { kind: 'expired', box: 'sent', person: { _id: 'u-ana', fullName: 'Ana' } },
      { kind: 'expired', box: 'received', person: { _id: 'u-ana', fullName: 'Ana' } },
    ] as const) {
      const { client, stale } = cacheWithScreens();
      refreshAfterRequestUpdate(client, update);
      expect([stale(queryKeys.requests.box('sent')), stale(queryKeys.connections()), stale(queryKeys.history('u-ana'))]).toEqual([true, false, false]);
    }
  });
});

describe('refreshAfterTeamRequestUpdate', () => {
  it('refreshes that team (with its candidates) and my invites and requests, nothing else', () => {
    const client = new QueryClient();
    const keys = [
      queryKeys.teams.detail('team-1'),
      [...queryKeys.teams.detail('team-1'), 'candidates', {}],
      queryKeys.teams.requests(),
      queryKeys.teams.detail('team-2'),
      queryKeys.requests.all(),
    ];
    for (const key of keys) client.setQueryData(key, {});
    refreshAfterTeamRequestUpdate(client, {
      kind: 'expired', requestId: 'tr-1', requestKind: 'join', box: 'sent', teamId: 'team-1', teamName: 'Byte Club', person: { _id: 'u-ana', fullName: 'Ana' },
    });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated ?? false)).toEqual([true, true, true, false, false]);
  });

  it('refreshes the inbox (Reqs) for a new one, and the team lists once one is accepted', () => {
    const client = new QueryClient();
    const keys = [queryKeys.requests.inbox(), queryKeys.teams.mine(), queryKeys.events.teams('event-1'), queryKeys.events.detail('event-1')];
    for (const key of keys) client.setQueryData(key, {});
    const base = { requestId: 'tr-1', requestKind: 'invite', box: 'received', teamId: 'team-1', teamName: 'Byte Club', person: { _id: 'u-ana', fullName: 'Ana' } } as const;
    refreshAfterTeamRequestUpdate(client, { ...base, kind: 'received' });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated ?? false)).toEqual([true, false, false, false]);
    refreshAfterTeamRequestUpdate(client, { ...base, kind: 'accepted', box: 'sent' });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated ?? false)).toEqual([true, true, true, false]);
  });
});

describe('refreshAfterTeamChange', () => {
  it("reads that team's page again (members, roles, invites) and the lists of teams, not other teams", () => {
    const client = new QueryClient();
    const keys = [queryKeys.teams.detail('team-1'), queryKeys.events.teams('event-1'), queryKeys.teams.detail('team-2'), queryKeys.teamChat('team-1')];
    for (const key of keys) client.setQueryData(key, {});
    refreshAfterTeamChange(client, { teamId: 'team-1' });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated ?? false)).toEqual([true, true, false, false]);
  });
});

describe('refreshAfterProposal', () => {
  it("reads the inbox and that event's page again", () => {
    const client = new QueryClient();
    const keys = [queryKeys.requests.inbox(), [...queryKeys.events.one('event-1'), 'auto-team'], queryKeys.events.one('event-2')];
    for (const key of keys) client.setQueryData(key, {});
    refreshAfterProposal(client, { kind: 'received', proposalId: 'p-1', eventId: 'event-1', eventName: 'Hack' });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated ?? false)).toEqual([true, true, false]);
  });
});

describe('refreshAfterMissedEvents', () => {
  it('reads again every list that live events keep current, but not the histories (the open chat catches up by itself)', () => {
    const { client, stale } = cacheWithScreens();
    client.setQueryData(queryKeys.conversations(), []);
    client.setQueryData(queryKeys.teams.requests(), []);
    client.setQueryData(queryKeys.presence.of(['u-ana']), {});
    client.setQueryData(queryKeys.profile.own(), {});
    refreshAfterMissedEvents(client);
    const lists = [queryKeys.requests.box('sent'), queryKeys.connections(), queryKeys.conversations(), queryKeys.teams.requests(), queryKeys.presence.of(['u-ana'])];
    expect(lists.map(stale)).toEqual([true, true, true, true, true]);
    expect([stale(queryKeys.history('u-ana')), stale(queryKeys.profile.own())]).toEqual([false, false]);
  });
});
