import type { FeedUser } from '@hackmate/shared/types';
import type { Db } from '../../db/client';
import { toPublicUser } from '../users/public-user';
import { decodeCursor, encodeCursor, filtersKey, type FeedCursor, type WalkKey } from './cursor';
import { reasonFor } from './ranking';
import type { FeedQuery } from './schemas';
import { readTier } from './tier-query';

export { FEED_TIER_SIZE } from './tier-query';

/** A page may cross tiers (e.g. after many swipes emptied one); never more than this many. */
const MAX_TIERS_PER_PAGE = 4;

export interface FeedPage {
  feedData: FeedUser[];
  nextCursor: string | null;
}

/**
 * One page of the viewer's feed: ranked candidates (see ranking.ts) with a reason each, and an
 * opaque cursor for the next page (null at the end). Never includes private fields.
 * Usually one statement; a page that finishes a tier continues into the next one.
 */
export async function feedPage(db: Db, viewerId: string, query: FeedQuery): Promise<FeedPage> {
  const { filters, limit } = query;
  const key = filtersKey([[...filters.skills].sort(), filters.experience, filters.gradYears]);
  const cursor: FeedCursor | null = query.cursor ? decodeCursor(query.cursor, key) : null;

  const out: FeedUser[] = [];
  let start: WalkKey | null = cursor?.start ?? null;
  let end: WalkKey | null | undefined = cursor?.end;
  let position = cursor?.after;

  for (let step = 0; step < MAX_TIERS_PER_PAGE; step++) {
    const need = limit - out.length;
    const tier = await readTier(db, { viewerId, filters, start, end, after: position, take: need + 1 });
    for (const row of tier.rows.slice(0, need)) {
      out.push({
        ...toPublicUser(row.user),
        hackathonCount: row.user.hackathonCount,
        reason: reasonFor({ ...row, profileGaps: row.user.profileGaps }),
      });
    }
    if (tier.rows.length > need) {
      const last = tier.rows[need - 1]!;
      const next: FeedCursor = { filters: key, start, end: tier.end, last: tier.last, after: [last.score, last.user.id] };
      return { feedData: out, nextCursor: encodeCursor(next) };
    }
    if (tier.last || !tier.end) return { feedData: out, nextCursor: null };
    start = tier.end;
    end = undefined;
    position = undefined;
    if (out.length === limit) break;
  }
  return { feedData: out, nextCursor: encodeCursor({ filters: key, start }) };
}
