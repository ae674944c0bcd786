import type { Conversation, TeamChatSummary } from '@hackmate/shared/types';
import { describe, expect, it } from 'vitest';
import { conversationRows } from './conversation-rows';

const person = (id: string, at: string | null): Conversation => ({ _id: id, participants: [], lastMessage: at ? { text: 'hi', timestamp: at } : null });
const team = (id: string, at: string): TeamChatSummary => ({ teamId: id, teamName: id, eventName: 'Hack', lastMessage: null, activityAt: at, unread: 0 });

describe('conversationRows', () => {
  it('puts team chats among the conversations by their last activity, newest first', () => {
    const rows = conversationRows(
      [person('c1', '2026-01-05T00:00:00Z'), person('c2', '2026-01-02T00:00:00Z'), person('c3', null)],
      [team('t1', '2026-01-06T00:00:00Z'), team('t2', '2026-01-03T00:00:00Z')],
    );
    expect(rows.map((r) => r.key)).toEqual(['team:t1', 'c1', 'team:t2', 'c2', 'c3']);
  });

  it('is either list alone when the other is empty', () => {
    expect(conversationRows([], [team('t1', '2026-01-01T00:00:00Z')]).map((r) => r.key)).toEqual(['team:t1']);
    expect(conversationRows([person('c1', null)], []).map((r) => r.key)).toEqual(['c1']);
  });
});
