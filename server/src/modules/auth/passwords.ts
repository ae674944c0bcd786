import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Spelled out rather than left to the library default: the stored hashes must stay argon2id.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when there is no hash to check (unknown e-mail, Google-only account), so
// those answers take as long as a wrong password and don't reveal which accounts exist.
let decoyHash: Promise<string> | undefined;

/** True only when `storedHash` exists and matches; always spends one argon2 verification. */
export async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-that-never-matches');
  const target = storedHash ?? (await decoyHash);
  try {
    const ok = await verify(target, password);
    return ok && Boolean(storedHash);
  } catch {
    return false;
  }
}

/**
 * Passwords that meet the character rule yet top every breached-password list. Not exhaustive:
 * it stops the guesses attackers try first.
 */
const COMMON = new Set(
  [
    'password1!', 'password1@', 'password1#', 'password123!', 'p@ssw0rd', 'p@ssw0rd1', 'p@ssword1', 'p@ssword123', 'passw0rd!',
    'pa$$w0rd', 'pa$$word1', 'welcome1!', 'welcome123!', 'qwerty123!', 'qwerty1!', 'abc123!@#', 'abcd1234!', 'admin123!',
    'letmein1!', 'iloveyou1!', 'summer2024!', 'summer2025!', 'winter2024!', 'winter2025!', 'spring2025!', 'autumn2025!',
    'changeme1!', 'test1234!', 'football1!', 'monkey123!', 'sunshine1!', 'hello123!', 'trustno1!', 'dragon123!',
  ].map((p) => p.toLowerCase()),
);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common, please choose another';

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
