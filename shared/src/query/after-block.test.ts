import { describe, expect, it } from 'vitest';
import { afterBlock } from './after-block';
import { createQueryClient } from './client';
import { queryKeys } from './keys';

describe('afterBlock', () => {
  it("forgets the person's profile and chat and marks every list they were in stale", () => {
    const client = createQueryClient({ retries: false });
    const lists = [queryKeys.connections(), queryKeys.conversations(), queryKeys.feed.page({}), queryKeys.requests.box('sent'), queryKeys.settings.blocked()];
    for (const key of lists) client.setQueryData(key, []);
    client.setQueryData(queryKeys.profile.user('u1'), { _id: 'u1' });
    client.setQueryData(queryKeys.history('u1'), { pages: [] });
    client.setQueryData(queryKeys.history('u2'), { pages: [] });

    afterBlock(client, 'u1');

    expect(client.getQueryData(queryKeys.profile.user('u1'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.history('u1'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.history('u2'))).toBeDefined();
    for (const key of lists) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
