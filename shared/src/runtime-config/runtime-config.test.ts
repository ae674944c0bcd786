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

  it('reads the Firebase settings, or their absence, and drops keys it does not know', () => {
    const firebase = { apiKey: 'k', authDomain: 'hackmate.example.com', projectId: 'hackmate' };
    window.__HACKMATE__ = { firebase, extra: true, remotes: { feed: { ...feed, extra: 1 } } };
    expect(getRuntimeConfig()).toEqual({ apiBase: '/api', remotes: { feed: { ...feed, nav: [] } }, firebase });
    resetRuntimeConfigCache();
    window.__HACKMATE__ = { firebase: null };
    expect(getRuntimeConfig().firebase).toBeNull();
  });

  it('names every wrong place at once: a bad remote name, a bad activeOn item, a number that is not one, Firebase without its fields', () => {
    window.__HACKMATE__ = {
      remotes: {
        'no spaces': feed,
        feed: { ...feed, nav: [{ label: 'Explore', path: '/feed', order: Number.NaN, audience: 'signed-in', activeOn: ['/feed', 'x'] }] },
      },
      firebase: { apiKey: 'k' },
    };
    expect(() => getRuntimeConfig()).toThrow(
      'malformed at: remotes.no spaces, remotes.feed.nav.0.order, remotes.feed.nav.0.activeOn.1, firebase.authDomain, firebase.projectId',
    );
  });

  it('refuses a config that is not an object', () => {
    window.__HACKMATE__ = ['/api'];
    expect(() => getRuntimeConfig()).toThrow(/malformed at: \(root\)/);
  });
});

