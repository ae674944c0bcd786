import { describe, expect, it } from 'vitest';
import { ADA, ALAN, GRACE, ME, conversation, message } from '../../../testing/fixtures';
import { withLastMessage } from './last-message';

const list = [
  conversation('c1', ADA, { text: 'newest', timestamp: '2025-03-12T09:00:00Z' }),
  conversation('c2', ALAN, { text: 'older', timestamp: '2025-03-11T09:00:00Z' }),
];

describe('withLastMessage', () => {
  it('moves the conversation to the top with the message as its last one', () => {
    const moved = withLastMessage(list, message(ME, ALAN, 'just now', '2025-03-12T10:00:00Z'))!;
    expect(moved.map((c) => [c._id, c.lastMessage?.text])).toEqual([['c2', 'just now'], ['c1', 'newest']]);
  });

  it('keeps the list as it is for a message older than the one shown (a late echo or catch-up)', () => {
    expect(withLastMessage(list, message(ALAN, ME, 'stale', '2025-03-10T09:00:00Z'))).toBe(list);
  });

  it('answers null for someone not in the list, whose details only the server has', () => {
    expect(withLastMessage(list, message(GRACE, ME, 'hello'))).toBeNull();
  });
});
