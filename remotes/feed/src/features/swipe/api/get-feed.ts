import { api } from '@hackmate/shared/api';
import type { Experience } from '@hackmate/shared/contracts/constants';
import type { FeedPage } from '@hackmate/shared/types';

/** Query parameters of GET /feed, already in their wire form (comma-separated lists). */
export interface FeedQuery {
  skills?: string;
  experience?: Experience;
  gradYears?: string;
}

/** GET /feed: one page of ranked candidates; pass the previous page's `nextCursor` to continue. */
export async function getFeed(query: FeedQuery, { cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {}): Promise<FeedPage> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) params[key] = value;
  if (cursor) params.cursor = cursor;
  const { data } = await api().get<FeedPage>('/feed', { params, signal });
  return { feedData: data.feedData ?? [], nextCursor: data.nextCursor ?? null };
}
