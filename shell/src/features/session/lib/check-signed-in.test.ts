import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfigCache } from '@hackmate/shared/runtime-config';
import { stubCheckAuth, stubXhr } from '../../../testing/render';
import { checkSignedIn } from './check-signed-in';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__HACKMATE__;
  resetRuntimeConfigCache();
});

describe('checkSignedIn', () => {
  it('asks {apiBase}/check-auth with the session cookie', async () => {
    window.__HACKMATE__ = { apiBase: 'https://api.example.test/v1/', remotes: {} };
    const requested = stubCheckAuth(true);
    await expect(checkSignedIn()).resolves.toBe(true);
    expect(requested).toHaveBeenCalledWith('https://api.example.test/v1/check-auth', { withCredentials: true });
  });

  it('falls back to /api when the runtime config is missing or unusable', async () => {
    window.__HACKMATE__ = { apiBase: 42 };
    const requested = stubCheckAuth(false);
    await expect(checkSignedIn()).resolves.toBe(false);
    expect(requested).toHaveBeenCalledWith('/api/check-auth', expect.anything());
  });

  it('means signed out on any failure', async () => {
    stubCheckAuth(new Error('offline'));
    await expect(checkSignedIn()).resolves.toBe(false);
    stubXhr(async () => ({ status: 500, body: JSON.stringify({ status: true }) }));
    await expect(checkSignedIn()).resolves.toBe(false);
    stubXhr(async () => ({ status: 200, body: '<html>' }));
    await expect(checkSignedIn()).resolves.toBe(false);
  });
});
