import { runInNewContext } from 'node:vm';
import { REMOTES } from '@hackmate/shared/remotes';
import { createTestApp } from '../testing/harness';

type Window = { __HACKMATE__?: Record<string, unknown> };

/** The catalogue's remotes as the runtime config carries them, with these manifest URLs. */
function remotesAt(entries: Record<keyof typeof REMOTES, string>) {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, remote]) => {
      const devMounts = (remote as { devMounts?: string[] }).devMounts ?? [];
      return [name, { entry: entries[name as keyof typeof REMOTES], mounts: [...remote.mounts, ...devMounts], nav: remote.nav }];
    }),
  );
}

/** Runs the script the way a browser would and returns what it set. */
function evaluate(script: string) {
  const window: Window = {};
  runInNewContext(script, { window });
  return window.__HACKMATE__;
}

describe('GET /runtime-config.js', () => {
  it('points at the remotes’ dev servers in development', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(evaluate(res.body)).toEqual({
      apiBase: '/api',
      remotes: remotesAt({
        auth: 'http://localhost:3001/mf-manifest.json',
        feed: 'http://localhost:3002/mf-manifest.json',
        profile: 'http://localhost:3003/mf-manifest.json',
        social: 'http://localhost:3004/mf-manifest.json',
        chat: 'http://localhost:3005/mf-manifest.json',
        teams: 'http://localhost:3006/mf-manifest.json',
      }),
      firebase: null,
    });
  });

  it('carries what the shell builds its routes and navbar from', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    const { remotes } = evaluate(res.body) as { remotes: Record<string, { mounts: string[]; nav: Array<{ label: string }> }> };
    expect(remotes.profile?.mounts).toEqual(['/profile', '/settings']);
    expect(remotes.social?.nav.map((n) => n.label)).toEqual(['Reqs', 'Connections']);
  });

  it('uses same-origin remotes when serving the client, with overrides and Firebase settings', async () => {
    const t = await createTestApp({
      env: {
        SERVE_CLIENT: 'true',
        REMOTE_URL_FEED: 'https://cdn.example.com/feed',
        FIREBASE_PROJECT_ID: 'demo-hackmate',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      },
    });
    onTestFinished(() => t.close());
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(evaluate(res.body)).toEqual({
      apiBase: '/api',
      remotes: remotesAt({
        auth: '/remotes/auth/mf-manifest.json',
        feed: 'https://cdn.example.com/feed/mf-manifest.json',
        profile: '/remotes/profile/mf-manifest.json',
        social: '/remotes/social/mf-manifest.json',
        chat: '/remotes/chat/mf-manifest.json',
        teams: '/remotes/teams/mf-manifest.json',
      }),
      firebase: {
        apiKey: 'emulator-api-key',
        authDomain: 'demo-hackmate.firebaseapp.com',
        projectId: 'demo-hackmate',
        emulatorHost: '127.0.0.1:9099',
      },
    });
  });

  it('routes the pages for developers (/test, /usercard) in development only', async () => {
    const dev = await createTestApp();
    onTestFinished(() => dev.close());
    const devMounts = Object.values((evaluate((await dev.app.inject({ method: 'GET', url: '/runtime-config.js' })).body) as { remotes: Record<string, { mounts: string[] }> }).remotes).flatMap((r) => r.mounts);
    expect(devMounts).toEqual(expect.arrayContaining(['/test', '/usercard']));
    const prod = await createTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-with-enough-length-123' } });
    onTestFinished(() => prod.close());
    const prodMounts = Object.values((evaluate((await prod.app.inject({ method: 'GET', url: '/runtime-config.js' })).body) as { remotes: Record<string, { mounts: string[] }> }).remotes).flatMap((r) => r.mounts);
    expect(prodMounts).toEqual(expect.arrayContaining(['/feed', '/reqs', '/connections']));
    expect(prodMounts).not.toContain('/test');
    expect(prodMounts).not.toContain('/usercard');
  });

  it('leaves out the remotes DISABLED_REMOTES names: no routes, no navbar entries', async () => {
    const t = await createTestApp({ env: { DISABLED_REMOTES: 'chat, social' } });
    onTestFinished(() => t.close());
    const { remotes } = evaluate((await t.app.inject({ method: 'GET', url: '/runtime-config.js' })).body) as { remotes: Record<string, unknown> };
    expect(Object.keys(remotes).sort()).toEqual(Object.keys(REMOTES).filter((n) => n !== 'chat' && n !== 'social').sort());
  });

  it('escapes "<" so a value can never close a script element', async () => {
    const evil = 'https://cdn.example.com/x/</script><script>alert(1)</script>.json';
    const t = await createTestApp({ env: { REMOTE_URL_CHAT: evil, FIREBASE_PROJECT_ID: 'p<!--' } });
    onTestFinished(() => t.close());
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.body).not.toContain('<');
    expect(res.body).toContain('\\u003c/script>');
    const value = evaluate(res.body) as { remotes: { chat: { entry: string } }; firebase: { projectId: string } };
    expect(value.remotes.chat.entry).toBe(evil);
    expect(value.firebase.projectId).toBe('p<!--');
  });
});
