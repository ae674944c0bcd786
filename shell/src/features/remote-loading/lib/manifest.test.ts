import { describe, expect, it, vi } from 'vitest';
import { fetchManifest, manifestFetchPlugin, manifestKey } from './manifest';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetching remote manifests', () => {
  it('revalidates with the host on every load, whatever caching the host allows', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ shared: [] }));
    const { manifest } = await fetchManifest('https://cdn.example.test/feed/mf-manifest.json', fetchImpl);
    expect(manifest).toEqual({ shared: [] });
    expect(fetchImpl).toHaveBeenCalledWith('https://cdn.example.test/feed/mf-manifest.json', { cache: 'no-cache' });
  });

  it('says which manifest is missing', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('gone', { status: 404 }));
    await expect(fetchManifest('/remotes/feed/mf-manifest.json', fetchImpl)).rejects.toThrow('/remotes/feed/mf-manifest.json: HTTP 404');
  });

  it("hands the runtime the manifest the shell just checked, once, and revalidates any other", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ id: 'chat' }));
    const plugin = manifestFetchPlugin(new Map([[manifestKey('/remotes/feed/mf-manifest.json'), '{"id":"feed"}']]), fetchImpl);

    // The runtime names it by absolute URL.
    expect(await (await plugin.fetch(new URL('/remotes/feed/mf-manifest.json', location.href).href, {})).json()).toEqual({ id: 'feed' });
    expect(fetchImpl).not.toHaveBeenCalled();
    // The next time (after a Retry re-registered the remote) it comes from the host again.
    await plugin.fetch('/remotes/feed/mf-manifest.json', {});
    await plugin.fetch('/remotes/chat/mf-manifest.json', { headers: { accept: 'application/json' } });
    expect(fetchImpl).toHaveBeenNthCalledWith(1, '/remotes/feed/mf-manifest.json', { cache: 'no-cache' });
    expect(fetchImpl).toHaveBeenNthCalledWith(2, '/remotes/chat/mf-manifest.json', { headers: { accept: 'application/json' }, cache: 'no-cache' });
  });
});
