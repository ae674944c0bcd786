import type { AccountSession, BlockedUser } from '@hackmate/shared/contracts';

/** Sample data for the /settings stories: no network, nothing real. "Now" is fixed so relative times stay put. */
export const SAMPLE_NOW = new Date('2025-05-01T12:00:00.000Z');

const ago = (minutes: number) => new Date(SAMPLE_NOW.getTime() - minutes * 60_000).toISOString();

export const SAMPLE_SESSIONS: AccountSession[] = [
  { _id: 's1', browser: 'Chrome on Linux', createdAt: ago(3 * 24 * 60), lastUsedAt: ago(0), current: true },
  { _id: 's2', browser: 'Safari on iOS', createdAt: ago(2 * 24 * 60), lastUsedAt: ago(5), current: false },
  { _id: 's3', browser: 'Firefox on Windows', createdAt: ago(30 * 24 * 60), lastUsedAt: ago(4 * 24 * 60), current: false },
];

export const SAMPLE_BLOCKED: BlockedUser[] = [
  { _id: 'b1', fullName: 'Bob Builder', userName: 'bob.builds', profileUrl: '', blockedAt: ago(60) },
  { _id: 'b2', fullName: 'Maximilian Alexander Longname-Example', userName: 'max.a.longname_example', profileUrl: '', blockedAt: ago(9000) },
];
