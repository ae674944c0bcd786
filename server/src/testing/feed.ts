/** Helpers shared by the feed's test files. */
import type { FeedUser } from '@hackmate/shared/types';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { users } from '../db/schema';
import type { TestApp } from './harness';
import type { SignedUp } from './users';

export interface Profile {
  skills?: string[];
  roles?: string[];
  gradYear?: number | null;
  hackathonCount?: number;
  bio?: string;
  profileUrl?: string;
  socialIds?: Record<string, string>;
  lastActiveAt?: Date;
  replyMinutes?: number | null;
  teamUpAgainCount?: number;
}

/**
 * Sets profile fields straight in the database (the profile API is tested elsewhere) and tells
 * the ranking engine, as the API does after its own writes.
 */
export async function setProfile(t: TestApp, userId: string, p: Profile) {
  await t.db.update(users).set(p).where(eq(users.id, userId));
  await t.app.matching.refreshPerson(userId);
}

/** Inserts people without going through sign-up (no password, no session): feed material only. */
export async function insertPeople(t: TestApp, profiles: Profile[]): Promise<string[]> {
  const rows = profiles.map((p) => {
    const n = randomUUID().slice(0, 12);
    return { fullName: `Seeded ${n}`, userName: `seeded_${n}`, emailId: `seeded.${n}@example.com`, ...p };
  });
  const inserted = await t.db.insert(users).values(rows).returning({ id: users.id });
  for (const { id } of inserted) await t.app.matching.refreshPerson(id);
  return inserted.map((r) => r.id);
}

export interface Page {
  feedData: FeedUser[];
  nextCursor: string | null;
}

export async function getFeed(t: TestApp, who: SignedUp, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/feed${query ? `?${query}` : ''}`, headers: { cookie: who.cookie } });
}

/** Every page of the feed, in order. */
export async function wholeFeed(t: TestApp, who: SignedUp, query = '', limit = 50): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const res = await getFeed(t, who, params.toString());
    expect(res.statusCode).toBe(200);
    const page: Page = res.json();
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 200);
  return pages;
}

export const ids = (pages: Page[]) => pages.flatMap((p) => p.feedData.map((u) => u._id));
