import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mfShared } from './mf-shared';
import { SINGLETON_ENTRIES, SINGLETON_VERSION } from './singleton';

const ROOT = resolve(__dirname, '../..');
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A package folder with these libraries installed, as a build would find them. */
function packageWith(versions: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hackmate-mf-shared-'));
  temps.push(dir);
  for (const [name, version] of Object.entries(versions)) {
    mkdirSync(join(dir, 'node_modules', name), { recursive: true });
    writeFileSync(join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  }
  return dir;
}

describe('the Module Federation shared map', () => {
  it('declares each singleton library with the version the bundle is built with, requiring at least it', () => {
    const shared = mfShared(packageWith({ react: '19.4.2', 'react-dom': '19.4.2', nanostores: '1.6.0', 'socket.io-client': '4.9.0' }));
    expect(shared.react).toEqual({ singleton: true, version: '19.4.2', requiredVersion: '^19.4.2', strictVersion: false });
    expect(shared['react/']).toMatchObject({ version: '19.4.2', requiredVersion: '^19.4.2' });
    expect(shared['react-dom/']).toMatchObject({ version: '19.4.2', requiredVersion: '^19.4.2' });
    expect(shared.nanostores).toMatchObject({ version: '1.6.0', requiredVersion: '^1.6.0' });
    expect(shared['socket.io-client']).toMatchObject({ version: '4.9.0', requiredVersion: '^4.9.0' });
    // A library the package lacks is left out.
    expect(shared['react-router-dom']).toBeUndefined();
  });

  it("reads the real packages of the shell and of a remote", () => {
    const shell = mfShared(join(ROOT, 'shell'));
    const feed = mfShared(join(ROOT, 'remotes/feed'));
    expect(shell.react?.requiredVersion).toMatch(/^\^19\.\d+\.\d+$/);
    // motion is the feed's alone: bundled (tree-shaken) there, never shared.
    expect(Object.keys(feed).filter((key) => key.includes('motion'))).toEqual([]);
    // The API client's library comes with @hackmate/shared: one copy when versions agree, never a singleton.
    for (const bundle of [shell, feed]) expect(bundle.axios).toMatchObject({ singleton: false, requiredVersion: expect.stringMatching(/^\^1\./) });
    expect(feed.axios).toEqual(shell.axios);
  });

  it('shares only the stateful part of @hackmate/shared, at its contract version; helpers are bundled per remote', () => {
    const shared = mfShared(packageWith({}));
    const ours = Object.keys(shared).filter((key) => key.startsWith('@hackmate/'));
    expect(ours.sort()).toEqual([...SINGLETON_ENTRIES].sort());
    for (const entry of SINGLETON_ENTRIES) {
      expect(shared[entry]).toEqual({ singleton: true, version: SINGLETON_VERSION, requiredVersion: `^${SINGLETON_VERSION}`, strictVersion: false });
    }
  });
});

