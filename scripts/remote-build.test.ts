import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRsbuild } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT } from '../shared/src/build/eager-compile';
import { remoteRsbuildConfig } from '../shared/src/build/remote-rsbuild-config';

// The build the shared factory makes, of a real remote (social: among the quickest), in production mode.
const REMOTE_DIR = resolve(__dirname, '../remotes/social');
const out = mkdtempSync(join(tmpdir(), 'hackmate-remote-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: Array<{ name: string; version: string; requiredVersion: string; singleton?: boolean }>;
}

interface ManifestExposes {
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

describe('a production build of a remote', () => {
  beforeAll(async () => {
    const config = remoteRsbuildConfig('social', REMOTE_DIR, true);
    const rsbuild = await createRsbuild({
      // Without the last plugin (precompression): the test reads the build, not its copies.
      cwd: REMOTE_DIR,
      rsbuildConfig: { ...config, mode: 'production', output: { ...config.output, distPath: { root: out } }, plugins: config.plugins?.slice(0, -1), logLevel: 'error' },
    });
    await rsbuild.build();
  }, 120_000);

  it('content-hashes its entry file, names that file in its manifest, and declares real versions', () => {
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
  });

  it('asks the browser to compile the entry and `./app` while they download, and no chunk loaded later', () => {
    const manifest = JSON.parse(readFileSync(join(out, 'mf-manifest.json'), 'utf8')) as Manifest & ManifestExposes;
    const app = manifest.exposes.find((e) => e.name === 'app')!;
    const atStart = [`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, ...app.assets.js.sync];
    for (const file of atStart) expect(readFileSync(join(out, file), 'utf8').startsWith(EAGER_COMPILE_HINT), file).toBe(true);
    expect(app.assets.js.async.length).toBeGreaterThan(0);
    for (const file of app.assets.js.async) expect(readFileSync(join(out, file), 'utf8'), file).not.toContain(EAGER_COMPILE_HINT.trim());
  });

  it("bundles axios (its copy for running alone) with the XHR adapter and without the fetch adapter it never uses", () => {
    const scripts = readdirSync(join(out, 'static/js/async')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(out, 'static/js/async', f), 'utf8'));
    const axios = scripts.filter((code) => code.includes('XMLHttpRequest') && code.includes('ERR_NETWORK'));
    expect(axios).toHaveLength(1);
    // A message only axios's fetch adapter has.
    expect(axios[0]).not.toContain('not supported by the current fetch implementation');
  });
});
