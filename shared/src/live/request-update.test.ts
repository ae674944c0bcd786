import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query/keys';
import { refreshAfterRequestUpdate } from './request-update';

function cacheWithScreens() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.requests.all(), []);
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

  it('only refreshes the request lists when someone new wants to team up', () => {
    const { client, stale } = cacheWithScreens();
    refreshAfterRequestUpdate(client, { kind: 'received', person: { _id: 'u-ana', fullName: 'Ana' } });
    expect([stale(queryKeys.requests.all()), stale(queryKeys.connections()), stale(queryKeys.history('u-ana'))]).toEqual([true, false, false]);
  });
});
