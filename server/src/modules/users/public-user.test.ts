import { describe, expect, it } from 'vitest';
import type { User } from '../../db/schema';
import { toOwnUser, toPublicUser, toTrustSignals } from './public-user';

const row: User = {
  id: '6f1c1f4e-0000-4000-8000-000000000001',
  fullName: 'Ada Lovelace',
  userName: 'ada',
  emailId: 'ada@example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret',
  firebaseUid: 'google-uid-1',
  profileUrl: '/api/uploads/a.webp',
  bio: 'Engines',
  gradYear: 1843,
  skills: ['C'],
  roles: [],
  socialIds: { Github: 'ada' },
  hackathonCount: 2,
  projectCount: 0,
  profileGaps: 0,
  lastActiveAt: new Date('2025-03-12T15:04:05.678Z'),
  replyMinutes: 95,
  replySamples: 4,
  teamUpAgainCount: 3,
  showPresence: true,
  readReceipts: true,
  suspendedAt: null,
  deletedAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('user serialisers', () => {
  it('show other people only the public profile fields, under the spec names', () => {
    expect(toPublicUser(row)).toEqual({
      _id: row.id,
      fullName: 'Ada Lovelace',
      userName: 'ada',
      profileUrl: '/api/uploads/a.webp',
      bio: 'Engines',
      gradYear: 1843,
      skills: ['C'],
      roles: [],
      socialIds: { Github: 'ada' },
    });
  });

  it('mark a deleted account, so clients show its name without a profile link', () => {
    expect(toPublicUser({ ...row, fullName: 'Deleted user', deletedAt: new Date() })).toMatchObject({ fullName: 'Deleted user', deleted: true });
    expect(toPublicUser(row)).not.toHaveProperty('deleted');
  });

  it('give the trust signals separately, and no last activity while presence is hidden', () => {
    expect(toPublicUser(row)).not.toHaveProperty('activeAt');
    expect(toTrustSignals(row)).toEqual({ activeAt: '2025-03-12T15:04:05.678Z', replyMinutes: 95, teamUpAgainCount: 3 });
    expect(toTrustSignals({ ...row, showPresence: false })).toEqual({ activeAt: null, replyMinutes: 95, teamUpAgainCount: 3 });
  });

  it('add the e-mail only for the owner, never a secret', () => {
    const own = JSON.stringify(toOwnUser(row));
    expect(JSON.parse(own).emailId).toBe('ada@example.com');
    for (const secret of ['argon2', 'google-uid-1', 'password', 'firebase']) expect(own).not.toContain(secret);
  });
});
