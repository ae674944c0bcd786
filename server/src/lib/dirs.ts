import { randomBytes } from 'node:crypto';
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
