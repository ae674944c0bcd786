import { api } from '@hackmate/shared/api';
import { preloadPicture } from '@hackmate/shared/ui';
import type { Answer, feedPage } from '@hackmate/shared/contracts';
import type { Experience } from '@hackmate/shared/contracts/constants';
import type { FeedPage } from '@hackmate/shared/types';

/** Query parameters of GET /feed, already in their wire form (comma-separated lists). */
export interface FeedQuery {
  skills?: string;
  experience?: Experience;
  gradYears?: string;
  /** Only people going to this event (its deck). */
  eventId?: string;
}

/** GET /feed: one page of ranked candidates; pass the previous page's `nextCursor` to continue. */
export async function getFeed(query: FeedQuery, { cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {}): Promise<FeedPage> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) params[key] = value;
  if (cursor) params.cursor = cursor;
  const { data } = await api().get<Answer<typeof feedPage>>('/feed', { params, signal });
  const feedData = data.feedData ?? [];
  // The first card's picture is the page's largest paint: on its way before the card renders.
  if (!cursor) preloadPicture(feedData[0]?.profileUrl);
  return { feedData, nextCursor: data.nextCursor ?? null, event: data.event };
}
