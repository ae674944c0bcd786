import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Creates `dir` if needed and proves we can write into it. Returns a readable problem
 * (naming the path) instead of throwing, so config loading can list every problem at once.
 * A probe write is used rather than access(W_OK): access() says yes to root even on a
 * read-only mount, and the failure would then surface much later as a cryptic DB error.
 */
export function ensureWritableDir(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    unlinkSync(probe);
    return null;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    return `cannot create or write to "${dir}" (${code}); choose a writable folder`;
  }
}

const SECRET_FILE = 'jwt-secret';

/**
 * Development convenience: a random signing secret kept in DATA_DIR so that restarting the
 * server does not sign everybody out. Production must provide JWT_SECRET explicitly.
 */
export function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Missing or unreadable: fall through and write a fresh one.
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const VAPID_FILE = 'vapid-keys.json';

/**
 * Like the JWT secret: a VAPID key pair kept in DATA_DIR when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY
 * are not set. It must outlive restarts: every browser's subscription is bound to the public key,
 * and a new pair would silently orphan them all.
 */
export function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, VAPID_FILE);
  try {
    const existing = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof existing.publicKey === 'string' && typeof existing.privateKey === 'string') return { publicKey: existing.publicKey, privateKey: existing.privateKey };
  } catch {
    // Missing or unreadable: fall through and write a fresh pair.
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
