import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfigCache } from '@hackmate/shared/runtime-config';
import { stubCheckAuth } from '../../../testing/render';
import { checkSignedIn } from './check-signed-in';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__HACKMATE__;
  resetRuntimeConfigCache();
});

describe('checkSignedIn', () => {
  it('asks {apiBase}/check-auth with the session cookie', async () => {
    window.__HACKMATE__ = { apiBase: 'https://api.example.test/v1/', remotes: {} };
    const fetchMock = stubCheckAuth(true);
    await expect(checkSignedIn()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('https://api.example.test/v1/check-auth', expect.objectContaining({ credentials: 'include' }));
  });

  it('falls back to /api when the runtime config is missing or unusable', async () => {
    window.__HACKMATE__ = { apiBase: 42 };
    const fetchMock = stubCheckAuth(false);
    await expect(checkSignedIn()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/api/check-auth', expect.anything());
  });

  it('means signed out on any failure', async () => {
    stubCheckAuth(new Error('offline'));
    await expect(checkSignedIn()).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })));
    await expect(checkSignedIn()).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 200 })));
    await expect(checkSignedIn()).resolves.toBe(false);
  });
});
