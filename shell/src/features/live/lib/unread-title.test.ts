import { afterEach, describe, expect, it } from 'vitest';
import { $teamUnread, $unread, resetLiveCounts } from '@hackmate/shared/live';
import { showUnreadInTitle, titleWithUnread } from './unread-title';

afterEach(() => resetLiveCounts());

describe('the tab title', () => {
  it('puts the unread total before the title, and nothing at 0', () => {
    expect(titleWithUnread('Hackmate', 3)).toBe('(3) Hackmate');
    expect(titleWithUnread('Hackmate', 0)).toBe('Hackmate');
  });

  it('follows the unread total on the title the page was served with', () => {
    document.title = 'Hackmate';
    const stop = showUnreadInTitle();
    expect(document.title).toBe('Hackmate');
    $unread.set({ 'u-ana': 2, 'u-ben': 1 });
    expect(document.title).toBe('(3) Hackmate');
    $unread.set({ 'u-ben': 1 });
    expect(document.title).toBe('(1) Hackmate');
    $unread.set({});
    expect(document.title).toBe('Hackmate');
    stop();
    $unread.set({ 'u-ana': 5 });
    expect(document.title).toBe('Hackmate');
  });

  it('counts unread team chats with the conversations', () => {
    document.title = 'Hackmate';
    const stop = showUnreadInTitle();
    $unread.set({ 'u-ana': 1 });
    $teamUnread.set({ 't-owls': 2 });
    expect(document.title).toBe('(3) Hackmate');
    $unread.set({});
    expect(document.title).toBe('(2) Hackmate');
    $teamUnread.set({});
    expect(document.title).toBe('Hackmate');
    stop();
  });

  it('does not take a count already in the title for part of its base', () => {
    document.title = '(4) Hackmate';
    const stop = showUnreadInTitle();
    expect(document.title).toBe('Hackmate');
    stop();
  });
});
