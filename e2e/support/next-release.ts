import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A shown text that only the next release's sign-in remote has. */
export const NEXT_RELEASE_NOTE = 'New in this release: sign-in remembers your theme';

/**
 * The product's next release as its teams would build it: a copy of this checkout's source
 * (committed or not, nothing ignored) at `dir`, installed from the local package store, then
 * changed and built step by step. Builds are real (Rsbuild, Module Federation), so the
 * manifests carry exactly what a build of that source declares.
 */
export class NextRelease {
  constructor(readonly dir: string) {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      // A file deleted but not yet committed is still listed; the copy goes without it.
      try {
        cpSync(join(ROOT, file), join(dir, file));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    this.run('pnpm', ['install', '--offline', '--frozen-lockfile']);
  }

  /**
   * An additive change outside the singleton: a new export of `@hackmate/shared/catalogues`
   * (bundled into each remote) shown by the sign-in remote above its pages.
   */
  addReleaseNoteToSignIn(): void {
    this.append('shared/src/catalogues/index.ts', `export const NEXT_RELEASE_NOTE = ${JSON.stringify(NEXT_RELEASE_NOTE)};\n`);
    this.replace('remotes/auth/src/app.tsx', "import './app.css';", "import './app.css';\nimport { NEXT_RELEASE_NOTE } from '@hackmate/shared/catalogues';");
    this.replace('remotes/auth/src/app.tsx', 'return <RemoteRoutes', 'return <><p>{NEXT_RELEASE_NOTE}</p><RemoteRoutes');
    this.replace('remotes/auth/src/app.tsx', 'fallback={<p>Page not found</p>} />;', 'fallback={<p>Page not found</p>} /></>;');
  }

  /**
   * An addition to the singleton (a new store), with the minor version bump the contract asks
   * for, used by the sign-in remote: under a shell that lacks the store it would crash.
   * Returns the new singleton version.
   */
  addStoreUsedBySignIn(): string {
    const versionFile = 'shared/src/singleton/index.ts';
    const current = /SINGLETON_VERSION = '(\d+)\.(\d+)\.\d+'/.exec(this.read(versionFile));
    if (!current) throw new Error(`no SINGLETON_VERSION in ${versionFile}`);
    const next = `${current[1]}.${Number(current[2]) + 1}.0`;
    this.replace(versionFile, current[0], `SINGLETON_VERSION = '${next}'`);
    this.append('shared/src/stores/index.ts', "import { atom } from 'nanostores';\nexport const $releaseNoteSeen = atom(false);\n");
    this.replace('remotes/auth/src/app.tsx', "import './app.css';", "import './app.css';\nimport { $releaseNoteSeen } from '@hackmate/shared/stores';");
    this.replace('remotes/auth/src/app.tsx', 'return <><p>{NEXT_RELEASE_NOTE}</p>', 'return <><p data-seen={String($releaseNoteSeen.get())}>{NEXT_RELEASE_NOTE}</p>');
    return next;
  }

  /** Builds the given bundles (`shell`, `remotes/auth`, …) of the copy as it stands. */
  build(bundles: string[]): void {
    this.run('pnpm', ['-r', ...bundles.flatMap((b) => ['--filter', `./${b}`]), 'run', 'build']);
  }

  /** Builds one remote of the copy as it stands and publishes it with the teams' own command. */
  publishRemote(name: string, version: string, publishedDir: string): void {
    this.run('pnpm', ['remote:publish', name, '--version', version, '--to', publishedDir]);
  }

  private read(file: string): string {
    return readFileSync(join(this.dir, file), 'utf8');
  }

  private append(file: string, text: string): void {
    writeFileSync(join(this.dir, file), `${this.read(file)}\n${text}`);
  }

  /** Fails loudly when the source moved on and the change no longer applies. */
  private replace(file: string, from: string, to: string): void {
    const text = this.read(file);
    if (!text.includes(from)) throw new Error(`next release: "${from}" is no longer in ${file}; update e2e/support/next-release.ts`);
    writeFileSync(join(this.dir, file), text.replace(from, to));
  }

  private run(cmd: string, args: string[]): void {
    // Quiet unless it fails: the error then carries the command's own output.
    execFileSync(cmd, args, { cwd: this.dir, stdio: 'pipe', env: { ...process.env, CI: 'true' } });
  }
}
