import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIREBASE_BIN = fileURLToPath(new URL('../../../node_modules/.bin/firebase', import.meta.url));
export const EMULATOR_PROJECT = 'demo-hackmate';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface GoogleClaims {
  sub: string;
  email: string;
  name?: string;
  email_verified?: boolean;
}

export interface AuthEmulator {
  /** host:port, for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** Signs in as a Google user (created on first use) and returns a real emulator ID token. */
  googleIdToken(claims: GoogleClaims): Promise<{ idToken: string; uid: string }>;
  stop(): Promise<void>;
}

/** The Firebase Auth emulator (firebase-tools, offline, no Java) on free loopback ports. */
export async function startAuthEmulator(timeoutMs = 90_000): Promise<AuthEmulator> {
  const dir = await mkdtemp(join(tmpdir(), 'hackmate-firebase-'));
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const emulators = { auth: { host: '127.0.0.1', port }, hub: { host: '127.0.0.1', port: hub }, logging: { host: '127.0.0.1', port: logging }, ui: { enabled: false }, singleProjectMode: true };
  await writeFile(join(dir, 'firebase.json'), JSON.stringify({ emulators }));
  let output = '';
  const child: ChildProcess = spawn(FIREBASE_BIN, ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    // Own config home: no update checks, nothing written to the developer's ~/.config.
    env: { ...process.env, XDG_CONFIG_HOME: dir, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d: Buffer) => (output += d));
  child.stderr?.on('data', (d: Buffer) => (output += d));
  const host = `127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Firebase Auth emulator exited:\n${output}`);
    if (await fetch(`http://${host}/`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Firebase Auth emulator not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    host,
    async googleIdToken(claims) {
      // The emulator takes the Google credential's claims as plain JSON instead of a signed token.
      const postBody = `id_token=${encodeURIComponent(JSON.stringify({ email_verified: true, ...claims }))}&providerId=google.com`;
      const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ postBody, requestUri: 'http://localhost', returnSecureToken: true }),
      });
      const body = (await res.json()) as { idToken?: string; localId?: string };
      if (!res.ok || !body.idToken || !body.localId) throw new Error(`emulator sign-in failed: ${JSON.stringify(body)}`);
      return { idToken: body.idToken, uid: body.localId };
    },
    stop,
  };
}
