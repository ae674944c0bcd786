import { apiStatus } from '@hackmate/shared/api';
import { queryKeys, useInfiniteQuery, useQueryClient } from '@hackmate/shared/query';
import type { FeedUser } from '@hackmate/shared/types';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FeedPage } from '@hackmate/shared/types';
import { getFeed, type FeedQuery } from '../api/get-feed';

/** Fetch the next page while this many cards (or fewer) are left, so the stack never runs dry. */
export const PREFETCH_AT = 3;

export interface FeedStack {
  cards: FeedUser[];
  /** True while the first page for the current filters is on its way. */
  loading: boolean;
  /** The first page failed, or a next page failed with the stack empty. */
  failed: boolean;
  /** No more pages: an empty stack means the end. */
  exhausted: boolean;
  /** The event of an event's deck, once its first page is in. */
  event?: FeedPage['event'];
  /** The event of the deck is unknown, or not mine to see (404). */
  notFound: boolean;
  remove: (userId: string) => void;
  /** Puts a swiped card back on top (an Undo). */
  restore: (user: FeedUser) => void;
  retry: () => void;
}

/** The cards put back on top, then those of all pages in order, each person once, without the ones already swiped. */
function unswiped(pages: readonly FeedPage[], swiped: ReadonlySet<string>, restored: readonly FeedUser[]): FeedUser[] {
  const seen = new Set([...swiped, ...restored.map((user) => user._id)]);
  const cards: FeedUser[] = [...restored];
  for (const user of pages.flatMap((page) => page.feedData)) {
    if (seen.has(user._id)) continue;
    seen.add(user._id);
    cards.push(user);
  }
  return cards;
}

/**
 * The card stack for one set of filters, read page by page along the server's cursor: the next
 * page is fetched ahead of need, swiped cards leave at once and never come back, even if a
 * later page carries them again, unless an Undo puts one back on top.
 */
export function useFeedStack(query: FeedQuery): FeedStack {
  const queryKey = queryKeys.feed.page(query);
  // Once a page is in, a failure can only be that of a next page.
  const started = useQueryClient().getQueryData(queryKey) !== undefined;
  const { data, error, isError, isPending, isFetchingNextPage, isSuccess, hasNextPage, isFetching, fetchNextPage, refetch } = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getFeed(query, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Forgotten as soon as the filters change or the screen closes: coming back starts from a
    // fresh first page, as the ranking has moved on (and swiped people are gone from it).
    gcTime: 0,
    meta: { errorMessage: started ? 'Could not load more developers' : 'Could not load the feed' },
  });
  const [swiped, setSwiped] = useState<ReadonlySet<string>>(() => new Set());
  const [restored, setRestored] = useState<readonly FeedUser[]>([]);

  const cards = useMemo(() => unswiped(data?.pages ?? [], swiped, restored), [data, swiped, restored]);

  // After a failed next page, wait for Retry rather than asking again on every swipe.
  const needMore = hasNextPage && !isFetching && !isError && cards.length <= PREFETCH_AT;
  useEffect(() => {
    if (needMore) void fetchNextPage();
  }, [needMore, fetchNextPage]);

  const remove = useCallback((userId: string) => {
    setSwiped((s) => new Set(s).add(userId));
    setRestored((r) => r.filter((user) => user._id !== userId));
  }, []);
  const restore = useCallback((user: FeedUser) => {
    setSwiped((s) => new Set([...s].filter((id) => id !== user._id)));
    setRestored((r) => [user, ...r.filter((other) => other._id !== user._id)]);
  }, []);
  const retry = useCallback(() => void (data ? fetchNextPage() : refetch()), [data, fetchNextPage, refetch]);

  return {
    cards,
    loading: isPending || (cards.length === 0 && isFetchingNextPage),
    failed: isError && cards.length === 0,
    exhausted: isSuccess && !hasNextPage,
    event: data?.pages[0]?.event,
    notFound: apiStatus(error) === 404,
    remove,
    restore,
    retry,
  };
}
