import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Published builds of a remote: `<PUBLISHED_REMOTES_DIR>/<name>/<version>/` (written by
 * `pnpm remote:publish <name>`), served at `/remotes/<name>/<version>/`. A version never changes
 * once published, so the runtime configuration picks one (REMOTE_VERSION_<NAME>) and rolling back
 * is naming the previous one. Labels start with a digit, so they never collide with the folders
 * of a build served at `/remotes/<name>/` (`static/`). scripts/remote-publish.mjs uses the same rule.
 */
export const VERSION_LABEL = /^\d[0-9A-Za-z._-]{0,63}$/;

export function publishedVersionDir(root: string, name: string, version: string): string {
  return join(root, name, version);
}

export function isPublished(root: string, name: string, version: string): boolean {
  return VERSION_LABEL.test(version) && existsSync(join(publishedVersionDir(root, name, version), 'mf-manifest.json'));
}

/** The versions of `name` that can be served, oldest first. */
export function publishedVersions(root: string, name: string): string[] {
  const dir = join(root, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((version) => isPublished(root, name, version))
    .map((version) => ({ version, at: statSync(join(dir, version)).mtimeMs }))
    .sort((a, b) => a.at - b.at || a.version.localeCompare(b.version))
    .map(({ version }) => version);
}
