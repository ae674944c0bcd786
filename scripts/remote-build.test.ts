import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRsbuild } from '@rsbuild/core';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteRsbuildConfig } from '../shared/src/build/remote-rsbuild-config';

// The build the shared factory makes, of a real remote (social: among the quickest), in production mode.
const REMOTE_DIR = resolve(__dirname, '../remotes/social');
const out = mkdtempSync(join(tmpdir(), 'hackmate-remote-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: Array<{ name: string; version: string; requiredVersion: string; singleton?: boolean }>;
}

describe('a production build of a remote', () => {
  it('content-hashes its entry file, names that file in its manifest, and declares real versions', async () => {
    const config = remoteRsbuildConfig('social', REMOTE_DIR, true);
    const rsbuild = await createRsbuild({
      cwd: REMOTE_DIR,
      rsbuildConfig: { ...config, mode: 'production', output: { ...config.output, distPath: { root: out } }, plugins: config.plugins?.slice(0, 2), logLevel: 'error' },
    });
    await rsbuild.build();

    const manifest = JSON.parse(readFileSync(join(out, 'mf-manifest.json'), 'utf8')) as Manifest;
    const entry = `${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`;
    expect(entry).toMatch(/^static\/js\/social\.[0-9a-f]{8,}\.js$/);
    expect(existsSync(join(out, entry))).toBe(true);
    // No unhashed entry beside it that a host could serve stale.
    expect(readdirSync(out).filter((f) => /remoteEntry|\.js$/.test(f))).toEqual([]);

    const stores = manifest.shared.find((s) => s.name === '@hackmate/shared/stores');
    expect(stores).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+$/) });
    expect(manifest.shared.find((s) => s.name === 'react')?.requiredVersion).toMatch(/^\^19\.\d+\.\d+$/);
    // Stateless helpers travel inside the remote, never through the share scope.
    expect(manifest.shared.map((s) => s.name).filter((n) => /^@hackmate\/shared\/(api|ui|catalogues|contracts|validation)$/.test(n))).toEqual([]);
    // The federation runtime is the shell's: the entry expects it on the page instead of carrying a copy.
    const entryCode = readFileSync(join(out, entry), 'utf8');
    expect(entryCode).toContain('_FEDERATION_RUNTIME_CORE');
    // With its own copy the entry was ~33 KB gzipped; without, ~15.
    expect(gzipSync(entryCode).length).toBeLessThan(20_000);
  }, 120_000);
});
