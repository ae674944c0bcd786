import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';

/** Exactly what a feed card needs: the public fields, the hackathon count and the trust signals. */
const cardColumns = {
  id: users.id,
  fullName: users.fullName,
  userName: users.userName,
  profileUrl: users.profileUrl,
  bio: users.bio,
  gradYear: users.gradYear,
  skills: users.skills,
  roles: users.roles,
  socialIds: users.socialIds,
  hackathonCount: users.hackathonCount,
  // Trust signals (toTrustSignals): a few minutes stale at most, like the rest of the card.
  lastActiveAt: users.lastActiveAt,
  showPresence: users.showPresence,
  replyMinutes: users.replyMinutes,
  teamUpAgainCount: users.teamUpAgainCount,
};

export type CardRow = { [K in keyof typeof cardColumns]: (typeof users.$inferSelect)[K] };

// The best candidates are much the same people for many viewers, so their cards are read once
// for all of them. An edit drops the card at once (on every process, through the bus); the TTL
// only bounds how long an unused card stays.
const CARD_TTL_MS = 5 * 60_000;
const CARD_CACHE_BYTES = 48 * 1024 * 1024;

/** Feed cards by person, read from the database only when no viewer asked for them lately. */
export class CardCache {
  private readonly cache = new TtlCache<CardRow>(CARD_TTL_MS, CARD_CACHE_BYTES);

  constructor(private readonly db: Db) {}

  async read(ids: readonly string[]): Promise<Map<string, CardRow>> {
    const found = new Map<string, CardRow>();
    const missing: string[] = [];
    for (const id of ids) {
      const card = this.cache.get(id);
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const version = this.cache.version();
    for (const row of await this.db.select(cardColumns).from(users).where(inArray(users.id, missing))) {
      this.cache.set(row.id, row.id, row, version);
      found.set(row.id, row);
    }
    return found;
  }

  /** Their profile changed or they left: the next page reads them again. */
  forget(id: string): void {
    this.cache.invalidateGroup(id);
  }

  clear(): void {
    this.cache.clear();
  }
}
