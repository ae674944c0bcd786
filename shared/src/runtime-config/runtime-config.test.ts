import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeConfigError, getRuntimeConfig, resetRuntimeConfigCache } from './index';

afterEach(() => {
  delete window.__HACKMATE__;
  resetRuntimeConfigCache();
});

describe('runtime config', () => {
  it('defaults the API base to /api when nothing is configured', () => {
    expect(getRuntimeConfig()).toEqual({ apiBase: '/api', remotes: {} });
  });

  it('reads remote URLs set at run time', () => {
    window.__HACKMATE__ = { apiBase: 'https://api.example.com', remotes: { feed: 'https://cdn.example.com/feed/mf-manifest.json' } };
    expect(getRuntimeConfig().remotes.feed).toBe('https://cdn.example.com/feed/mf-manifest.json');
    expect(getRuntimeConfig().apiBase).toBe('https://api.example.com');
  });

  it('explains where a malformed config is wrong', () => {
    window.__HACKMATE__ = { apiBase: 42, remotes: { feed: 7 } };
    expect(() => getRuntimeConfig()).toThrow(RuntimeConfigError);
    expect(() => getRuntimeConfig()).toThrow(/apiBase, remotes.feed/);
  });
});
