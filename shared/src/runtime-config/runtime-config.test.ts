import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeConfigError, getRuntimeConfig, resetRuntimeConfigCache } from './index';

afterEach(() => {
  delete window.__HACKMATE__;
  resetRuntimeConfigCache();
});

const feed = { entry: 'https://cdn.example.com/feed/mf-manifest.json', mounts: ['/feed'] };

describe('runtime config', () => {
  it('defaults the API base to /api and knows no remote when nothing is configured', () => {
    expect(getRuntimeConfig()).toEqual({ apiBase: '/api', remotes: {} });
  });

  it('reads each remote set at run time: its manifest, its mounts and its nav entries', () => {
    const nav = [{ label: 'Explore', path: '/feed', order: 10, audience: 'signed-in' }];
    window.__HACKMATE__ = { apiBase: 'https://api.example.com', remotes: { feed: { ...feed, nav } } };
    expect(getRuntimeConfig().remotes.feed).toEqual({ ...feed, nav });
    expect(getRuntimeConfig().apiBase).toBe('https://api.example.com');
  });

  it("reads an entry's badge, and shows none for a kind it does not know", () => {
    const nav = [
      { label: 'Convos', path: '/convos', order: 20, audience: 'signed-in', badge: 'unread' },
      { label: 'Friends', path: '/friends', order: 30, audience: 'signed-in', badge: 'online' },
    ];
    window.__HACKMATE__ = { remotes: { chat: { ...feed, nav } } };
    expect(getRuntimeConfig().remotes.chat?.nav.map((entry) => entry.badge)).toEqual(['unread', undefined]);
  });

  it('takes a remote without nav entries', () => {
    window.__HACKMATE__ = { remotes: { feed } };
    expect(getRuntimeConfig().remotes.feed?.nav).toEqual([]);
  });

  it('explains where a malformed config is wrong', () => {
    window.__HACKMATE__ = { apiBase: 42, remotes: { feed: 7 } };
    expect(() => getRuntimeConfig()).toThrow(RuntimeConfigError);
    expect(() => getRuntimeConfig()).toThrow(/apiBase, remotes.feed/);
  });

  it('refuses relative mounts and nav entries for an unknown audience', () => {
    window.__HACKMATE__ = { remotes: { feed: { ...feed, mounts: ['feed'] } } };
    expect(() => getRuntimeConfig()).toThrow(/remotes.feed.mounts.0/);
    window.__HACKMATE__ = { remotes: { feed: { ...feed, nav: [{ label: 'Explore', path: '/feed', order: 1, audience: 'admins' }] } } };
    expect(() => getRuntimeConfig()).toThrow(/remotes.feed.nav.0.audience/);
  });
});
