import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultVersion, publishBuild } from './remote-publish.mjs';

const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hackmate-publish-'));
  temps.push(dir);
  return dir;
}

/** A remote's dist as the build leaves it, its entry named after its content hash. */
function dist(hash: string): string {
  const dir = tempDir();
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: `static/js/feed.${hash}.js`, path: '' } } }));
  writeFileSync(join(dir, `static/js/feed.${hash}.js`), `var feed = "${hash}";`);
  return dir;
}

describe('pnpm remote:publish', () => {
  it('names a build after its package version and its entry file content hash', () => {
    expect(defaultVersion(dist('16c0b1a602'), '0.1.0')).toBe('0.1.0-16c0b1a602');
  });

  it('copies the build to <folder>/<name>/<version>/, whole', () => {
    const target = tempDir();
    const result = publishBuild({ name: 'feed', distDir: dist('16c0b1a602'), targetRoot: target, version: '0.1.0-16c0b1a602' });
    expect(result).toEqual({ dir: join(target, 'feed/0.1.0-16c0b1a602'), version: '0.1.0-16c0b1a602', already: false });
    expect(readFileSync(join(result.dir, 'static/js/feed.16c0b1a602.js'), 'utf8')).toBe('var feed = "16c0b1a602";');
    // Nothing half-copied left beside it.
    expect(readdirSync(join(target, 'feed'))).toEqual(['0.1.0-16c0b1a602']);
  });

  it('never changes a published version: the same build is a no-op, another build is refused', () => {
    const target = tempDir();
    const build = dist('16c0b1a602');
    publishBuild({ name: 'feed', distDir: build, targetRoot: target, version: '1.0.0' });
    expect(publishBuild({ name: 'feed', distDir: build, targetRoot: target, version: '1.0.0' }).already).toBe(true);
    expect(() => publishBuild({ name: 'feed', distDir: dist('99999999aa'), targetRoot: target, version: '1.0.0' })).toThrow(/already published with another build/);
    expect(readFileSync(join(target, 'feed/1.0.0/static/js/feed.16c0b1a602.js'), 'utf8')).toBe('var feed = "16c0b1a602";');
  });

  it('refuses labels the server would not serve as a version', () => {
    for (const version of ['static', '../1.0.0', '1.0/0', '']) {
      expect(() => publishBuild({ name: 'feed', distDir: dist('16c0b1a602'), targetRoot: tempDir(), version }), version).toThrow(/not a version label/);
    }
  });
});
